import { describe, expect, it } from "vitest"
import {
  addRemoveSummary,
  breakdownSummary,
  durationText,
  periodText,
  weekText,
  weeklySignInsSummary,
  weeklyTicketsSummary,
} from "./insight-text.ts"

describe("dashboard texts", () => {
  it("says the period and durations", () => {
    expect(
      periodText({ months: 3, start: "2026-08-25T10:00:00Z", end: "2026-11-25T10:00:00Z", isDefault: true }),
    ).toBe("Last 3 months (Aug 25, 2026 – Nov 25, 2026)")
    expect(durationText(5.24)).toBe("5.2 hours")
    expect(durationText(81.6)).toBe("3.4 days")
    expect(durationText(null)).toBe("N/A")
  })
  it("shows a week as its first day, as the app shows days", () => {
    expect(weekText("2024-11-25")).toBe("Nov 25, 2024")
    expect(weekText("2026-10-26")).toBe("Oct 26, 2026")
  })
  it("summarises series and breakdowns", () => {
    expect(
      weeklyTicketsSummary([
        { week: "2026-09-07", opened: 2, closed: 1 },
        { week: "2026-09-14", opened: 5, closed: 0 },
      ]),
    ).toBe(
      "Over 2 weeks, 7 tickets raised and 1 ticket completed. The busiest week began Sep 14, 2026, with 5 tickets raised.",
    )
    expect(weeklySignInsSummary([{ week: "2026-09-07", signIns: 0, users: 0 }])).toBe(
      "Over 1 week, 0 sign-ins.",
    )
    expect(
      breakdownSummary(
        ["ticket", "tickets"],
        [
          { label: "Open", count: 3 },
          { label: "Closed", count: 9 },
        ],
      ),
    ).toBe("12 tickets in all. Largest: Closed, 9 of 12.")
    expect(breakdownSummary(["ticket", "tickets"], [{ label: "Open", count: 0 }])).toBe("No tickets.")
    expect(addRemoveSummary([{ added: 3, removed: 1 }])).toBe(
      "Over 1 month, 3 pieces of equipment added and 1 removed.",
    )
  })
})

import { describe, expect, it, vi } from "vitest"
import { displayTimeZone, formatDate, formatDateTime, formatMailDateTime, hostTimeZone } from "./format.ts"
import { formatDateRange, isCompleteRange, parseCompleteDateRange, parseDateRange } from "./range.ts"

describe("formatDateTime", () => {
  it.each([
    ["2026-11-22T10:51:00Z", undefined, "Nov 22, 2026 5:51 AM EST"],
    ["2026-07-04T16:05:00Z", undefined, "Jul 4, 2026 12:05 PM EDT"],
    ["2026-11-22T10:51:00", undefined, "Nov 22, 2026 5:51 AM EST"],
    ["2026-11-22 00:10:00", "America/Detroit", "Nov 21, 2026 7:10 PM EST"],
    ["2026-11-22T10:51:00Z", "Europe/London", "Nov 22, 2026 10:51 AM GMT"],
    ["2026-11-22T00:00:00Z", "UTC", "Nov 22, 2026 12:00 AM UTC"],
    ["2026-11-22T20:59:00Z", "Europe/Berlin", "Nov 22, 2026 9:59 PM GMT+1"],
    ["2026-07-04T16:05:00Z", "Europe/Berlin", "Jul 4, 2026 6:05 PM GMT+2"],
    ["2026-11-22T20:59:00Z", "Asia/Tokyo", "Nov 23, 2026 5:59 AM GMT+9"],
    ["2026-11-22T20:59:00Z", "", "Nov 22, 2026 3:59 PM EST"],
    ["", undefined, undefined],
    [null, undefined, undefined],
    ["garbage", undefined, undefined],
  ])("%s in %s", (iso, timeZone, expected) => expect(formatDateTime(iso, { timeZone })).toBe(expected))
})

describe("formatDate", () => {
  it.each([
    ["2026-11-22", undefined, "Nov 22, 2026"],
    ["2026-11-22T02:00:00Z", undefined, "Nov 21, 2026"],
    ["2026-11-22T02:00:00Z", "UTC", "Nov 22, 2026"],
    ["2026-02-30", undefined, undefined],
  ])("%s in %s", (iso, timeZone, expected) => expect(formatDate(iso, { timeZone })).toBe(expected))

  it("falls back to America/Detroit", () => {
    expect(displayTimeZone(undefined)).toBe("America/Detroit")
    expect(displayTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo")
  })
})

describe("formatMailDateTime", () => {
  it.each([
    ["2026-11-22T20:59:00Z", "Nov 22, 2026 3:59 PM EST (America/Detroit)"],
    ["2026-07-04T16:05:00Z", "Jul 4, 2026 12:05 PM EDT (America/Detroit)"],
    [null, undefined],
  ])("%s names its zone", (iso, expected) => expect(formatMailDateTime(iso)).toBe(expected))
})

describe("zone names", () => {
  it("builds one zone-name formatter per zone however many dates a list shows (issue 25)", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat")
    try {
      const texts = Array.from({ length: 40 }, (_, i) =>
        formatDateTime(`2026-${String(1 + (i % 12)).padStart(2, "0")}-10T12:00:00Z`, {
          timeZone: "Pacific/Chatham",
        }),
      )
      expect(texts[0]).toBe("Jan 11, 2026 1:45 AM GMT+13:45")
      expect(texts[6]).toBe("Jul 11, 2026 12:45 AM GMT+12:45")
      const zoneNames = made.mock.calls.filter(
        ([, options]) => options?.timeZone === "Pacific/Chatham" && options.timeZoneName === "short",
      )
      expect(zoneNames.length).toBeLessThanOrEqual(1)
    } finally {
      made.mockRestore()
    }
  })
})

describe("hostTimeZone", () => {
  it("reads the runtime's zone as an IANA name", () => {
    expect(displayTimeZone(hostTimeZone())).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/)
  })
})

describe("date ranges", () => {
  it.each([
    ["2026-01-01:2026-01-31", { start: "2026-01-01", end: "2026-01-31" }, true],
    ["2026-01-01:", { start: "2026-01-01", end: null }, false],
    ["2026-03-01:2026-01-31", { start: "2026-03-01", end: "2026-01-31" }, false],
    ["2026-01-31:2026-01-31", { start: "2026-01-31", end: "2026-01-31" }, true],
    [":2026-01-31", { start: null, end: "2026-01-31" }, false],
    ["nonsense", undefined, false],
    ["", undefined, false],
    [undefined, undefined, false],
  ])("%s", (value, range, complete) => {
    expect(parseDateRange(value)).toEqual(range)
    expect(isCompleteRange(range)).toBe(complete)
  })

  it("serialises with empty missing ends", () => {
    expect(formatDateRange({ start: "2026-01-01", end: null })).toBe("2026-01-01:")
    expect(formatDateRange({ start: null, end: null })).toBeUndefined()
  })

  it.each([
    ["2026-01-01:2026-01-31", true],
    ["2026-02-01:2026-01-31", false],
    ["2026-01-01:", false],
  ])("strict %s", (v, ok) => expect(parseCompleteDateRange(v) !== undefined).toBe(ok))
})

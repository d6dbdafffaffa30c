import { afterEach, describe, expect, it, vi } from "vitest"
import { viewerDate, viewerDateTime, viewerTimeZone } from "./viewer-dates.ts"

afterEach(() => vi.restoreAllMocks())

describe("viewer dates", () => {
  it("asks the runtime for the viewer's zone once, not once per date a list shows (issue 25)", () => {
    const zone = viewerTimeZone()
    const made = vi.spyOn(Intl, "DateTimeFormat")
    for (let day = 1; day <= 30; day++) {
      viewerDate(`2026-11-${String(day).padStart(2, "0")}T12:00:00Z`, "-")
      viewerDateTime(`2026-11-${String(day).padStart(2, "0")}T12:00:00Z`, "-")
    }
    expect(made.mock.calls.filter((args) => args.length === 0)).toEqual([])
    expect(viewerTimeZone()).toBe(zone)
  })

  it("shows a day, a timestamp in the viewer's zone, or the placeholder", () => {
    expect(viewerDate("2026-11-22", "-")).toBe("Nov 22, 2026")
    expect(viewerDate(null, "Never")).toBe("Never")
    expect(viewerDateTime("not a date", "-")).toBe("-")
    expect(viewerDateTime("2026-11-22T16:51:00Z", "-")).toMatch(/^Nov 2[23], 2026 \d{1,2}:51 [AP]M /)
  })
})

describe("warmViewerDates", () => {
  it("builds the zone and the zone-name formatter in two tasks, so a list's first dates build none", async () => {
    vi.resetModules()
    const fresh = await import("./viewer-dates.ts")
    const made = vi.spyOn(Intl, "DateTimeFormat")
    let tasks = 0
    await fresh.warmViewerDates(async () => {
      // The zone is known before the second task begins.
      expect(made).toHaveBeenCalledTimes(1)
      tasks++
    })
    expect(tasks).toBe(1)
    const warmed = made.mock.calls.length
    fresh.viewerDateTime("2026-11-22T12:00:00Z", "-")
    fresh.viewerDate("2026-11-22T12:00:00Z", "-")
    expect(made.mock.calls.length).toBe(warmed)
  })
})

import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import { makeWallClock } from "./wall-clock.ts"

/** The exact conversion, field by field, as the export wrote it before. */
const exact = (iso: string, zone: string) => {
  const z = Temporal.Instant.from(iso).toZonedDateTimeISO(zone)
  return new Date(Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute, z.second))
}

describe("wall clock of a zone (export dates)", () => {
  it.each(["America/Detroit", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"])(
    "equals the exact conversion every 37 minutes over two years in %s, transition days included",
    (zone) => {
      const wallClock = makeWallClock(zone)
      const start = Date.UTC(2024, 0, 1, 0, 0, 0, 123)
      for (let ms = start; ms < start + 2 * 366 * 24 * 3600 * 1000; ms += 37 * 60 * 1000 + 1) {
        const iso = new Date(ms).toISOString()
        expect(wallClock(iso)?.getTime(), `${iso} in ${zone}`).toBe(exact(iso, zone).getTime())
      }
    },
  )

  it("reads offsets in the text, keeps null, refuses text that is no instant", () => {
    const wallClock = makeWallClock("America/Detroit")
    expect(wallClock("2025-03-09T07:30:00+00:00")?.toISOString()).toBe("2025-03-09T03:30:00.000Z")
    expect(wallClock("2025-03-09T02:30:59.999-05:00")?.toISOString()).toBe("2025-03-09T03:30:59.000Z")
    expect(wallClock(null)).toBeNull()
    expect(() => wallClock("yesterday")).toThrow(RangeError)
  })
})

import { Temporal } from "temporal-polyfill"

const DAY_MS = 24 * 60 * 60 * 1000

/** The zone's offset from UTC (ms) at an instant, by the Temporal polyfill (slow: once per day). */
const offsetAt = (ms: number, zone: string): number =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6

/**
 * Converts instants to the wall-clock time of one zone, fast: a zone's offset is the same all day
 * on all but its few transition days, so it is computed once per UTC day (at the day's first and
 * last millisecond) and kept; on a day where the two differ each instant takes the exact path.
 * An export writes four dates on each of up to 100,000 rows, mostly on a few hundred days, and the
 * polyfill per cell was a sixth of the export worker's time (docs/load-report.md).
 */
export const makeWallClock = (zone: string) => {
  const days = new Map<number, number | null>()
  const dayOffset = (day: number): number | null => {
    let offset = days.get(day)
    if (offset === undefined) {
      const first = offsetAt(day * DAY_MS, zone)
      offset = first === offsetAt(day * DAY_MS + DAY_MS - 1, zone) ? first : null
      days.set(day, offset)
    }
    return offset
  }
  /**
   * An instant (ISO text) as the wall-clock time of the zone, to the second, encoded as a UTC Date:
   * spreadsheet cells have no zone, and exceljs writes a Date's UTC fields.
   */
  return (iso: string | null): Date | null => {
    if (iso === null) return null
    const ms = Date.parse(iso)
    if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${iso}`)
    const offset = dayOffset(Math.floor(ms / DAY_MS)) ?? offsetAt(ms, zone)
    const local = ms + offset
    return new Date(local - (((local % 1000) + 1000) % 1000))
  }
}

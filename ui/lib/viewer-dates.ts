import { displayTimeZone, formatDate, formatDateTime, hostTimeZone } from "../../core/domain/dates/format.ts"

/**
 * The viewer's side of the one date formatter (core/domain/dates/format.ts): every date on screen
 * is converted to the browser's zone and names it (spec section 9: America/Detroit converted to
 * the browser zone; America/Detroit when the browser cannot tell).
 */
export const viewerTimeZone = (): string => {
  // Read once per page: asking the runtime builds an Intl.DateTimeFormat, and a list asks per date.
  viewerZone ??= displayTimeZone(hostTimeZone())
  return viewerZone
}
let viewerZone: string | undefined

/** A timestamp as 'lll z' in the viewer's zone ("Nov 22, 2026 11:51 AM GMT+1"), or the placeholder. */
export const viewerDateTime = (iso: string | null | undefined, placeholder: string): string =>
  formatDateTime(iso, { timeZone: viewerTimeZone() }) ?? placeholder

/** A day as 'll' ("Nov 22, 2026"); a timestamp is shown as its day in the viewer's zone. */
export const viewerDate = (iso: string | null | undefined, placeholder: string): string =>
  formatDate(iso, { timeZone: viewerTimeZone() }) ?? placeholder

/**
 * Builds what the first date on screen needs, each part in a task of its own: the runtime's zone
 * and locale data behind `viewerTimeZone` (about 12 ms the first time on a fast machine, 50 on a
 * phone), then the zone-name formatter. Done early on a signed-in page, it no longer lands in the
 * render of the first list, the page's longest task (issue 25, TBT).
 */
export const warmViewerDates = async (nextTask: () => Promise<void>): Promise<void> => {
  viewerTimeZone()
  await nextTask()
  viewerDateTime("2026-01-01T00:00:00Z", "")
}

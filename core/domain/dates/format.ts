import { Temporal } from "temporal-polyfill"

/** Spec section 9: default display time zone, converted to the browser zone when one is known. */
export const DEFAULT_DISPLAY_TIMEZONE = "America/Detroit"

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/**
 * Where a date is shown. The zone is required so no caller can forget it: the UI passes the viewer's
 * zone (`hostTimeZone()` read once at its edge), the CLI the terminal's, mail `MAIL_TIME_ZONE`.
 */
export interface DisplayOptions {
  /** The viewer's IANA zone; empty or unknown falls back to America/Detroit. */
  readonly timeZone: string | undefined
  /** Zone of timestamps that carry no offset; the `...utc` fields are UTC. */
  readonly sourceTimeZone?: string | undefined
}

/** The host's IANA zone (browser or terminal), `undefined` when the runtime cannot tell. */
export const hostTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/** The zone dates are shown in: the browser's when known, else America/Detroit. */
export const displayTimeZone = (browserZone?: string | null): string =>
  browserZone && browserZone.length > 0 ? browserZone : DEFAULT_DISPLAY_TIMEZONE

const HAS_OFFSET = /([zZ]|[+-]\d{2}(:?\d{2})?)$/

/** Parses an ISO timestamp (with or without offset) to an instant; `undefined` when unreadable. */
export const parseTimestamp = (iso: string, sourceTimeZone = "UTC"): Temporal.Instant | undefined => {
  const value = iso.trim().replace(" ", "T")
  try {
    if (HAS_OFFSET.test(value)) return Temporal.Instant.from(value)
    return Temporal.PlainDateTime.from(value).toZonedDateTime(sourceTimeZone).toInstant()
  } catch {
    return undefined
  }
}

/**
 * One zone-name formatter per zone, made on first use: building an `Intl.DateTimeFormat` costs far
 * more than using one, and a list formats hundreds of dates in one render (issue 25).
 */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>()
const zoneNameFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = zoneNameFormats.get(timeZone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    zoneNameFormats.set(timeZone, format)
  }
  return format
}

/** Short zone name ('EST', 'EDT', or 'GMT+1' where the locale has none). */
export const zoneAbbreviation = (epochMs: number, timeZone: string): string =>
  zoneNameFormat(timeZone)
    .formatToParts(epochMs)
    .find((part) => part.type === "timeZoneName")?.value ?? timeZone

const twoDigits = (n: number): string => String(n).padStart(2, "0")

const datePart = (d: { month: number; day: number; year: number }): string =>
  `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`

/** 'lll z'-style: "Nov 22, 2026 5:51 AM EST"; `undefined` for missing or unreadable input. */
export const formatDateTime = (
  iso: string | null | undefined,
  options: DisplayOptions,
): string | undefined => {
  if (!iso) return undefined
  const instant = parseTimestamp(iso, options.sourceTimeZone)
  if (!instant) return undefined
  const zone = displayTimeZone(options.timeZone)
  const z = instant.toZonedDateTimeISO(zone)
  const hour12 = z.hour % 12 === 0 ? 12 : z.hour % 12
  const meridiem = z.hour < 12 ? "AM" : "PM"
  return `${datePart(z)} ${hour12}:${twoDigits(z.minute)} ${meridiem} ${zoneAbbreviation(z.epochMilliseconds, zone)}`
}

/**
 * 'll'-style date only: "Nov 22, 2026". A plain date ("2026-11-22") is shown as is; a timestamp is shown
 * as its date in the display zone.
 */
export const formatDate = (iso: string | null | undefined, options: DisplayOptions): string | undefined => {
  if (!iso) return undefined
  const trimmed = iso.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const date = parsePlainDate(trimmed)
    return date ? datePart(date) : undefined
  }
  const instant = parseTimestamp(trimmed, options.sourceTimeZone)
  return instant ? datePart(instant.toZonedDateTimeISO(displayTimeZone(options.timeZone))) : undefined
}

/** Strict ISO calendar date (YYYY-MM-DD); `undefined` when malformed or not a real day. */
export const parsePlainDate = (value: string): Temporal.PlainDate | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  try {
    return Temporal.PlainDate.from(value, { overflow: "reject" })
  } catch {
    return undefined
  }
}

export const isIsoDate = (value: string): boolean => parsePlainDate(value) !== undefined

/**
 * Mail does not know the recipient's zone (users have none on record), so a date in a mail is
 * shown in the spec's default zone and names it: "Nov 21, 2026 7:10 PM EST (America/Detroit)".
 */
export const MAIL_TIME_ZONE = DEFAULT_DISPLAY_TIMEZONE

/** A timestamp for a mail body, with its zone named; `undefined` for missing or unreadable input. */
export const formatMailDateTime = (iso: string | null | undefined): string | undefined => {
  const text = formatDateTime(iso, { timeZone: MAIL_TIME_ZONE })
  return text && `${text} (${MAIL_TIME_ZONE})`
}

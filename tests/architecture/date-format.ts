import type { DeclaredOnceRule } from "./declared-once.ts"

/**
 * Dates are shown by one formatter (core/domain/dates/format.ts) in the viewer's zone (issue 24,
 * point 4). A date formatted anywhere else by the runtime's locale machinery is a second
 * convention waiting to happen ("3:59 PM EST" in a Berlin browser, a log in UTC).
 * `toLocaleString("en-US")` without date options stays allowed: it writes a number.
 */
export const DATE_FORMAT_RULES: ReadonlyArray<DeclaredOnceRule> = [
  {
    what: "Intl.DateTimeFormat outside the date formatter (use core/domain/dates/format.ts)",
    pattern: /Intl\.DateTimeFormat\b/,
    // ticket-xlsx.ts asks Intl whether a zone name exists; it formats nothing.
    allowedIn: ["core/domain/dates/format.ts", "server/tickets/ticket-xlsx.ts"],
  },
  {
    what: "a date formatted by the runtime's locale (use formatDate/formatDateTime with the viewer's zone)",
    pattern:
      /\.toLocale(Date|Time)String\(|\.to(UTC|Date|Time)String\(|\.toLocaleString\((\)|[^)]*(timeZone|month|hour|dateStyle|timeStyle))/,
    allowedIn: [],
  },
  {
    what: "a time cut from ISO text and labelled by hand (use formatDateTime)",
    pattern: /\.slice\(11, ?16\)|\} UTC`/,
    allowedIn: [],
  },
]

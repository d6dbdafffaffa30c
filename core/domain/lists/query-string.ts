/**
 * The one way every list URL is written (the browser's lists, links into them, the CLI's echo of
 * the view): `URLSearchParams`' form encoding, so a space is `+` in every list, with `,` and `:`
 * kept readable (`agreements=3,7`, `calldate=2026-01-01:2026-01-31`) since both are legal in a
 * query. Key order is the record's.
 */
export const listQueryString = (params: Readonly<Record<string, string>>): string =>
  new URLSearchParams(params as Record<string, string>).toString().replace(/%2C/gi, ",").replace(/%3A/gi, ":")

/** A query string as a plain record (the last value of a key wins), as the codecs read it. */
export const queryRecord = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search))

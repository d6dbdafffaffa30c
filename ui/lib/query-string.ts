/**
 * A query string from URL parameters, keeping `,` and `:` readable (`agreements=3,7`,
 * `calldate=2026-01-01:2026-01-31`) since both are legal in a query. Key order is the record's.
 */
export const toQueryString = (params: Readonly<Record<string, string>>): string =>
  Object.entries(params)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ",").replace(/%3A/gi, ":")}`,
    )
    .join("&")

/** The query string as a plain record (last value wins), for `list.urlChange`. */
export const fromQueryString = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search))

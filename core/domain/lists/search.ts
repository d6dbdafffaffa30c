/** Search terms are trimmed. */
export const trimSearch = (search: string | null | undefined): string => (search ?? "").trim()

/** A comma-separated list, parts trimmed and empty parts dropped (URL values, typed serial numbers). */
export const splitList = (value: string | null | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)

/** A comma-separated list of positive whole numbers; other parts are dropped. */
export const idList = (value: string | null | undefined): number[] =>
  splitList(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)

/**
 * The search box's text after a URL change: an equal term once trimmed keeps the text as typed (so
 * a trailing space survives the round trip through the URL), another term replaces it.
 */
export const keepTypedSearch = (fromUrl: string, previous: string | undefined): string =>
  previous !== undefined && trimSearch(previous) === fromUrl ? previous : fromUrl

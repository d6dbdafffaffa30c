/** Which rows a page reads: an offset and length in list order, or in the mirrored order. */
export interface PageWindow {
  readonly offset: number
  readonly limit: number
  readonly reversed: boolean
}

/**
 * Pages past the middle of a list are read from its other end (offset counted from the last row,
 * rows reversed afterwards), so a deep OFFSET never skips more than half of the matches. Shared by
 * every paged list (tickets, equipment): `count` is the list's total, read first.
 */
export const pageWindow = (
  q: { readonly offset: number; readonly limit: number },
  count: number,
): PageWindow => {
  const limit = Math.max(0, Math.min(q.limit, count - q.offset))
  if (q.offset <= count / 2) return { offset: q.offset, limit, reversed: false }
  return { offset: Math.max(0, count - q.offset - q.limit), limit, reversed: true }
}

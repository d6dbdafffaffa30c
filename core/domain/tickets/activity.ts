/** What ordering needs of an activity entry. */
export interface DatedEntry {
  readonly id: number
  readonly createddateutc: string
}

const time = (iso: string): number => {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t
}

/**
 * A ticket's history newest first, whatever order it arrived in (the server's list, then comments
 * added on the page); entries of the same instant by id, higher first. Unreadable dates go last.
 */
export const newestFirst = <T extends DatedEntry>(entries: ReadonlyArray<T>): T[] =>
  [...entries].sort((a, b) => time(b.createddateutc) - time(a.createddateutc) || b.id - a.id)

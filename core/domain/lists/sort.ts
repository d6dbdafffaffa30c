/** Sort directions of any list: ascending is sent without prefix, descending with a minus. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** A list's sort: a field and a direction. */
export interface ListSort<F extends string> {
  readonly sort: F
  readonly sortDirection: SortDirection
}

const isDirection = (value: unknown): value is SortDirection => value === "asc" || value === "desc"

/** A URL's direction: "asc" or "desc" as written; anything else becomes the list's `fallback`. */
export const parseSortDirection = (value: unknown, fallback: SortDirection): SortDirection =>
  isDirection(value) ? value : fallback

/**
 * A URL's sort: a known field with its direction (`directionFallback` when the direction is missing
 * or unknown); an unknown field gives the list's default sort.
 */
export const parseSort = <F extends string>(
  fields: ReadonlyArray<F>,
  defaultSort: ListSort<F>,
  directionFallback: SortDirection,
  sort: unknown,
  direction: unknown,
): ListSort<F> =>
  typeof sort === "string" && (fields as ReadonlyArray<string>).includes(sort)
    ? { sort: sort as F, sortDirection: parseSortDirection(direction, directionFallback) }
    : { ...defaultSort }

/** Clicking the same field toggles direction; a new field starts ascending. */
export const toggleSort = <F extends string>(current: ListSort<F>, field: F): ListSort<F> =>
  current.sort === field
    ? { sort: field, sortDirection: current.sortDirection === "asc" ? "desc" : "asc" }
    : { sort: field, sortDirection: "asc" }

export type SortDirection = "asc" | "desc"

export interface SortableHeaderProps<F extends string> {
  readonly field: F
  readonly label: string
  /** The list's current sort. */
  readonly sort: F
  readonly direction: SortDirection
  readonly onSort: (field: F) => void
  readonly className?: string
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const

/**
 * A column header that sorts its table (WAI-ARIA sortable table pattern): `aria-sort` on the sorted
 * column, a button that names the column. What a click does (toggle or start ascending) is the
 * machine's rule; the header only reports the field.
 */
export function SortableHeader<F extends string>({
  field,
  label,
  sort,
  direction,
  onSort,
  className,
}: SortableHeaderProps<F>) {
  const active = sort === field
  return (
    <th scope="col" aria-sort={active ? ARIA_SORT[direction] : "none"} className={className}>
      <button type="button" className="sort-button" onClick={() => onSort(field)}>
        {label}
        <span className="sort-indicator" aria-hidden="true" data-active={active || undefined}>
          {active ? (direction === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  )
}

import { useId } from "react"

export interface PaginationProps {
  /** Zero-based current page. */
  readonly page: number
  /** Number of pages (at least 1). */
  readonly pageCount: number
  readonly pageSize: number
  readonly pageSizes: ReadonlyArray<number>
  /** Total number of rows, for the summary. */
  readonly count: number
  readonly label: string
  readonly onPage: (page: number) => void
  readonly onPageSize: (pageSize: number) => void
}

/** Pages around the current one, with the first and last always present; `null` marks a gap. */
const visiblePages = (page: number, count: number): Array<number | null> => {
  const pages = new Set([0, count - 1, page - 1, page, page + 1].filter((p) => p >= 0 && p < count))
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]))
}

/** Page links (one-based labels), previous and next, and the page size choice. */
export function Pagination(props: PaginationProps) {
  const { page, pageCount, pageSize, pageSizes, count, label, onPage, onPageSize } = props
  const sizeId = useId()
  const first = count === 0 ? 0 : page * pageSize + 1
  const last = Math.min(count, (page + 1) * pageSize)
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination-summary" aria-live="polite">
        {count === 0 ? "No results" : `Showing ${first}–${last} of ${count}`}
      </p>
      <ul className="pagination-pages">
        <li>
          <button type="button" className="page-button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
            Previous
          </button>
        </li>
        {visiblePages(page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="page-gap">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="page-button"
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p + 1}`}
                onClick={() => onPage(p)}
              >
                {p + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="page-button"
            disabled={page >= pageCount - 1}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
      <div className="pagination-size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  )
}

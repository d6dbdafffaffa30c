import type { ReactNode } from "react"
import { useScreenSize } from "../lib/use-screen-size.ts"
import { type SortDirection, SortableHeader } from "./sortable-header.tsx"
import "../styles/data-table.css"

/** One column: its header, how a row's cell renders, and the field it sorts by (if any). */
export interface DataColumn<Row, F extends string> {
  readonly id: string
  readonly label: string
  readonly cell: (row: Row) => ReactNode
  readonly sortField?: F
  /** Long text: at most two lines, the whole text on hover or when the row has focus. */
  readonly clip?: boolean
  readonly className?: string
}

export interface DataSort<F extends string> {
  readonly field: F
  readonly direction: SortDirection
  /** Reports the field pressed; the machine decides (same field toggles, a new one starts ascending). */
  readonly onSort: (field: F) => void
}

export interface DataTableProps<Row, F extends string> {
  /** Accessible name of the table (or of the card list on small screens). */
  readonly label: string
  readonly columns: ReadonlyArray<DataColumn<Row, F>>
  /** Null while nothing has loaded yet. */
  readonly rows: ReadonlyArray<Row> | null
  readonly rowKey: (row: Row) => string | number
  /** The column whose cell names a row: the row header, and the card's title. */
  readonly rowHeader: string
  readonly sort?: DataSort<F>
  readonly busy: boolean
  /** Shown when the list is empty. */
  readonly empty: ReactNode
}

const cellClass = <Row, F extends string>(column: DataColumn<Row, F>) =>
  [column.className, column.clip ? "cell-clip" : undefined].filter(Boolean).join(" ") || undefined

function Table<Row, F extends string>(props: DataTableProps<Row, F>) {
  const { label, columns, rows, rowKey, rowHeader, sort, busy, empty } = props
  return (
    <div className="data-table-frame">
      <table className="data-table" aria-busy={busy} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) =>
              c.sortField !== undefined && sort !== undefined ? (
                <SortableHeader
                  key={c.id}
                  field={c.sortField}
                  label={c.label}
                  sort={sort.field}
                  direction={sort.direction}
                  onSort={sort.onSort}
                  className={c.className}
                />
              ) : (
                <th key={c.id} scope="col" className={c.className}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) =>
                c.id === rowHeader ? (
                  <th key={c.id} scope="row" className={cellClass(c)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.id} className={cellClass(c)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {rows !== null && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty-row">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The shared list display: a table with sortable headers from medium screens up (770 px), a list of
 * cards below it, each card titled by the row header and listing the other columns, with a sort
 * choice above the cards.
 */
export function DataTable<Row, F extends string>(props: DataTableProps<Row, F>) {
  const small = useScreenSize() === "small"
  return small ? <DataCards {...props} /> : <Table {...props} />
}

function CardSort<Row, F extends string>({
  columns,
  sort,
}: {
  columns: ReadonlyArray<DataColumn<Row, F>>
  sort: DataSort<F>
}) {
  const sortable = columns.filter((c) => c.sortField !== undefined)
  return (
    <div className="data-cards-sort">
      <label>
        Sort by{" "}
        <select value={sort.field} onChange={(e) => sort.onSort(e.target.value as F)}>
          {sortable.map((c) => (
            <option key={c.id} value={c.sortField}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button-secondary" onClick={() => sort.onSort(sort.field)}>
        {sort.direction === "asc" ? "Ascending" : "Descending"}
        <span className="visually-hidden">, press to reverse</span>
      </button>
    </div>
  )
}

function DataCards<Row, F extends string>(props: DataTableProps<Row, F>) {
  const { label, columns, rows, rowKey, rowHeader, sort, busy, empty } = props
  const title = columns.find((c) => c.id === rowHeader)
  const rest = columns.filter((c) => c.id !== rowHeader)
  return (
    <div className="data-cards-frame">
      {sort ? <CardSort columns={columns} sort={sort} /> : null}
      <ul className="data-cards" aria-label={label} aria-busy={busy}>
        {rows?.map((row) => (
          <li key={rowKey(row)} className="data-card">
            <div className="data-card-title">{title?.cell(row)}</div>
            <dl>
              {rest.map((c) => (
                <div key={c.id} className="data-card-field">
                  <dt>{c.label}</dt>
                  <dd>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {rows !== null && rows.length === 0 ? <p className="empty-row">{empty}</p> : null}
    </div>
  )
}

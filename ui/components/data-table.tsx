import { type ReactNode, useMemo } from "react"
import { useArrival } from "../lib/use-arrival.ts"
import { useScreenSize } from "../lib/use-screen-size.ts"
import { DataCards } from "./data-cards.tsx"
import type { DataColumn, DataSort, DataTableProps } from "./data-table.types.ts"
import { SortableHeader } from "./sortable-header.tsx"
import "../styles/data-table.css"
import { useTableFit } from "./use-table-fit.ts"
import { isFirstLoad, RowSkeletons } from "./list-skeleton.tsx"

/**
 * Text clipped to one or two lines in a table row; the row shows all of it on hover or focus. For
 * cells that clip only a part (a description above a date); `clip` on the column clips the whole cell.
 */
export const ClipText = ({
  lines = 2,
  children,
}: {
  readonly lines?: 1 | 2
  readonly children: ReactNode
}) => <div className={lines === 1 ? "cell-clip cell-clip-1" : "cell-clip"}>{children}</div>

const columnClass = <Row, F extends string>(column: DataColumn<Row, F>) =>
  [column.className, column.hideBelow ? `col-fit-${column.hideBelow}` : undefined]
    .filter(Boolean)
    .join(" ") || undefined

function Cell<Row, F extends string>({
  column,
  row,
  header,
}: {
  column: DataColumn<Row, F>
  row: Row
  header: boolean
}) {
  const content = column.clip ? <ClipText>{column.cell(row)}</ClipText> : column.cell(row)
  return header ? (
    <th scope="row" className={columnClass(column)}>
      {content}
    </th>
  ) : (
    <td className={columnClass(column)}>{content}</td>
  )
}

function HeaderCell<Row, F extends string>({
  column,
  sort,
}: {
  column: DataColumn<Row, F>
  sort?: DataSort<F> | undefined
}) {
  if (column.sortField === undefined || sort === undefined)
    return (
      <th scope="col" className={columnClass(column)}>
        {column.label}
      </th>
    )
  return (
    <SortableHeader
      field={column.sortField}
      label={column.label}
      sort={sort.field}
      direction={sort.direction}
      onSort={sort.onSort}
      className={columnClass(column)}
    />
  )
}

function Table<Row, F extends string>(props: DataTableProps<Row, F>) {
  const { label, rows, rowKey, rowHeader, sort, busy, empty } = props
  const columns = props.columns.filter((c) => !c.cardOnly)
  return (
    <div className="data-table-frame">
      <table className="data-table" aria-busy={busy} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <HeaderCell key={c.id} column={c} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <Cell key={c.id} column={c} row={row} header={c.id === rowHeader} />
              ))}
            </tr>
          ))}
          {isFirstLoad(rows, busy) ? <RowSkeletons columns={columns} /> : null}
          {rows !== null && rows.length === 0 && !busy ? (
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
 * The rows to draw. A page of rows arriving is a list screen's largest render (50 cards of
 * equipment on a phone): it waits for the deferred pass (`useArrival`). Rows and their loading state
 * move together, so the placeholders stay until the rows replace them.
 */
const useArrivingRows = <Row,>(rows: ReadonlyArray<Row> | null, busy: boolean) =>
  useArrival(
    useMemo(() => ({ rows, busy }), [rows, busy]),
    (view) => view.busy,
  )

/**
 * The shared list display: a table with sortable headers from medium screens up (770 px), a list of
 * cards below it, each card titled by the row header and listing the other columns, with a sort
 * choice above the cards. A table whose whole words do not fit its box shows as cards too
 * (`useTableFit`).
 */
export function DataTable<Row, F extends string>(props: DataTableProps<Row, F>) {
  const cardsAlways = useScreenSize() === "small" || props.layout === "cards"
  const { ref, fits } = useTableFit(!cardsAlways)
  const view = useArrivingRows(props.rows, props.busy)
  const shown = { ...props, rows: view.rows, busy: view.busy }
  return (
    <div ref={ref} className="data-table-box">
      {cardsAlways || !fits ? <DataCards {...shown} /> : <Table {...shown} />}
    </div>
  )
}

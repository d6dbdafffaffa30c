import { useId } from "react"
import type { DataColumn, DataSort, DataTableProps } from "./data-table.types.ts"
import { CardSkeletons, isFirstLoad } from "./list-skeleton.tsx"

function CardSort<Row, F extends string>({
  columns,
  sort,
}: {
  columns: ReadonlyArray<DataColumn<Row, F>>
  sort: DataSort<F>
}) {
  const id = useId()
  const sortable = columns.filter((c) => c.sortField !== undefined)
  const direction = sort.direction === "asc" ? "Ascending" : "Descending"
  return (
    <div className="data-cards-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={sort.field} onChange={(e) => sort.onSort(e.target.value as F)}>
        {sortable.map((c) => (
          <option key={c.id} value={c.sortField}>
            {c.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-secondary sort-direction"
        aria-label={`${direction}, press to reverse`}
        title={direction}
        onClick={() => sort.onSort(sort.field)}
      >
        <span aria-hidden="true">{sort.direction === "asc" ? "↑" : "↓"}</span>
      </button>
    </div>
  )
}

/**
 * The small-screen face of `DataTable`: one card per row, titled by the row header, with badge
 * columns beside the title, the lead column as its main text and the other columns as labelled
 * fields; a sort choice above (table headers are not there to press). Before the first rows arrive,
 * placeholder cards of the same build hold their place.
 */
export function DataCards<Row, F extends string>(props: DataTableProps<Row, F>) {
  const { label, columns, rows, rowKey, rowHeader, sort, busy, empty, cardTools } = props
  const title = columns.find((c) => c.id === rowHeader)
  const slot = (c: DataColumn<Row, F>) => c.card ?? "field"
  const badges = columns.filter((c) => c.id !== rowHeader && slot(c) === "badge")
  const leads = columns.filter((c) => c.id !== rowHeader && slot(c) === "lead")
  const fields = columns.filter((c) => c.id !== rowHeader && slot(c) === "field")
  return (
    <div className="data-cards-frame">
      {sort || cardTools ? (
        <div className="data-cards-tools">
          {cardTools}
          {sort ? <CardSort columns={columns} sort={sort} /> : null}
        </div>
      ) : null}
      {isFirstLoad(rows, busy) ? <CardSkeletons columns={columns} rowHeader={rowHeader} /> : null}
      <ul className="data-cards" aria-label={label} aria-busy={busy}>
        {rows?.map((row) => (
          <li key={rowKey(row)} className="data-card">
            <div className="data-card-head">
              <span className="data-card-title">{title?.cell(row)}</span>
              {badges.map((c) => (
                <span key={c.id} className="data-card-badge">
                  {c.cell(row)}
                </span>
              ))}
            </div>
            {leads.map((c) => (
              <p key={c.id} className="data-card-lead">
                <span className="visually-hidden">{c.label}: </span>
                {c.cell(row)}
              </p>
            ))}
            <dl>
              {fields.map((c) => {
                const content = c.cell(row)
                // A field with nothing to show for this row (no action the viewer may take on
                // their own account) is left out, not shown as a label over an empty value.
                if (content === null || content === undefined || content === false) return null
                return (
                  <div key={c.id} className="data-card-field">
                    <dt>{c.label}</dt>
                    <dd>{content}</dd>
                  </div>
                )
              })}
            </dl>
          </li>
        ))}
      </ul>
      {rows !== null && rows.length === 0 && !busy ? <p className="empty-row">{empty}</p> : null}
    </div>
  )
}

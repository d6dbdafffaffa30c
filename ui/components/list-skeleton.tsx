import type { DataColumn } from "./data-table.types.ts"
import "../styles/list-skeleton.css"

/**
 * How many placeholders a list shows before its first rows arrive: enough to fill a phone's screen
 * (a card is about 190 px tall), so the rows arriving replace them instead of pushing what is below.
 */
export const SKELETON_COUNT = 4
const SKELETON_KEYS = Array.from({ length: SKELETON_COUNT }, (_, n) => `placeholder-${n + 1}`)

/** The list has nothing to show yet and is loading it: placeholders stand where the rows will be. */
export const isFirstLoad = (rows: ReadonlyArray<unknown> | null, busy: boolean): boolean =>
  busy && (rows === null || rows.length === 0)

const Line = ({ width }: { readonly width?: string }) => (
  <span className="skeleton-line" style={width ? { width } : undefined}>
    {"\u00a0"}
  </span>
)

/**
 * Placeholder cards built like `DataCards`' cards (same classes, one line per badge, lead and field),
 * so each has the height of the card that replaces it. Hidden from assistive technology: the
 * screen's `LoadingStatus` says what loads.
 */
export function CardSkeletons<Row, F extends string>({
  columns,
  rowHeader,
}: {
  readonly columns: ReadonlyArray<DataColumn<Row, F>>
  readonly rowHeader: string
}) {
  const shown = columns.filter((c) => c.id !== rowHeader && c.card !== "none")
  const leads = shown.filter((c) => c.card === "lead")
  const fields = shown.filter((c) => (c.card ?? "field") === "field")
  return (
    <div className="data-cards list-skeleton" aria-hidden="true" data-testid="list-skeleton">
      {SKELETON_KEYS.map((key) => (
        <div key={key} className="data-card">
          <div className="data-card-head">
            <Line width="30%" />
          </div>
          {leads.map((c) => (
            <p key={c.id} className="data-card-lead">
              <Line width="85%" />
            </p>
          ))}
          <dl>
            {fields.map((c) => (
              <div key={c.id} className="data-card-field">
                <dt>{c.label}</dt>
                <dd>
                  <Line width="60%" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

/** Placeholder table rows, one line per column, hidden from assistive technology. */
export function RowSkeletons({ columns }: { readonly columns: ReadonlyArray<{ readonly id: string }> }) {
  return SKELETON_KEYS.map((key) => (
    <tr key={key} className="list-skeleton">
      {columns.map((c) => (
        <td key={c.id} aria-hidden="true">
          <Line />
        </td>
      ))}
    </tr>
  ))
}

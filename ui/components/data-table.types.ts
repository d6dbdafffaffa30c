import type { ReactNode } from "react"
import type { SortDirection } from "./sortable-header.tsx"

/**
 * Below which width of the table's own box a column is left out of the table (cards show every
 * column): `md` 720 px, `lg` 940 px, `xl` 1100 px. The box, not the window, decides, because the
 * side menu takes a different width at each size.
 */
export type ColumnFit = "md" | "lg" | "xl"

/** One column: its header, how a row's cell renders, and the field it sorts by (if any). */
export interface DataColumn<Row, F extends string> {
  readonly id: string
  readonly label: string
  readonly cell: (row: Row) => ReactNode
  readonly sortField?: F
  /** Long text: at most two lines in the table, the whole text on hover or when the row has focus. */
  readonly clip?: boolean
  /** Leaves the column out of a table narrower than this (see `ColumnFit`). */
  readonly hideBelow?: ColumnFit
  /** Where a card shows the cell: beside the title, as the card's main text, as a labelled field (default), or not at all. */
  readonly card?: "badge" | "lead" | "field" | "none"
  /** Cards only: the table leaves this column out. */
  readonly cardOnly?: boolean
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
  /** Cards only: controls placed in the row of the sort choice (a screen's Filters button). */
  readonly cardTools?: ReactNode
  /** `cards` shows cards at every width (a screen whose chosen columns cannot fit a table). */
  readonly layout?: "auto" | "cards"
}

import { renderCsv } from "../../format/csv.ts"
import { type Column, renderTable } from "../../format/table.ts"
import type { ListOutputOptions } from "./list-output.options.ts"

/**
 * A list's text: CSV from the table's own column declarations (header row and every row, no
 * footer, so it feeds a spreadsheet as it is), else the table with its footer, or `empty`.
 */
export const listText = <R>(
  options: ListOutputOptions,
  columns: ReadonlyArray<Column<R>>,
  rows: ReadonlyArray<R>,
  table: { readonly empty: string; readonly footer: string },
): string => {
  if (options.format === "csv") return renderCsv(columns, rows)
  const body = rows.length === 0 ? table.empty : renderTable(columns, rows)
  return table.footer === "" ? body : `${body}${rows.length === 0 ? "\n" : "\n\n"}${table.footer}`
}

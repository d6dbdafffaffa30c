import type { Column } from "./table.ts"

/**
 * One CSV field as RFC 4180 writes it: quoted when it holds a double quote, a comma, a carriage
 * return or a line feed, with each double quote doubled; otherwise as it is.
 */
export const csvField = (text: string): string =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text

/**
 * A CSV document from the columns a table declares: the header row is their headings, each row
 * their cells in full (a table's `max` does not cut them), records separated by CRLF (RFC 4180).
 */
export const renderCsv = <R>(columns: ReadonlyArray<Column<R>>, rows: ReadonlyArray<R>): string =>
  [columns.map((c) => c.heading), ...rows.map((row) => columns.map((c) => c.cell(row)))]
    .map((fields) => fields.map(csvField).join(","))
    .join("\r\n")

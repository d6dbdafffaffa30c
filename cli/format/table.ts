/** A column: its heading, the cell text of a row, and an optional maximum width (longer text gets "…"). */
export interface Column<R> {
  readonly heading: string
  readonly cell: (row: R) => string
  readonly max?: number
  readonly align?: "left" | "right"
}

/** Cuts text to `max` characters, ending in "…" when cut; newlines become spaces. */
export const truncate = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1))}…`
}

/** A plain-text table: a heading line, a rule, one line per row; columns sized to their content. */
export const renderTable = <R>(columns: ReadonlyArray<Column<R>>, rows: ReadonlyArray<R>): string => {
  const cells = rows.map((row) => columns.map((c) => truncate(c.cell(row), c.max ?? Number.MAX_SAFE_INTEGER)))
  const widths = columns.map((c, i) =>
    Math.max(c.heading.length, ...cells.map((line) => line[i]?.length ?? 0)),
  )
  const pad = (text: string, i: number) =>
    columns[i]?.align === "right" ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0)
  const line = (texts: ReadonlyArray<string>) => texts.map(pad).join("  ").trimEnd()
  return [
    line(columns.map((c) => c.heading)),
    line(widths.map((w) => "-".repeat(w))),
    ...cells.map(line),
  ].join("\n")
}

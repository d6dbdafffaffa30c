import { jsonEntryLines, parseCsvRecords } from "./check-file-records.ts"
import { CHECK_COLUMNS, type ParsedRow, toParsedRow } from "./user-check-cells.ts"

/**
 * Reading a `portal users check` file: CSV with a header line, or a JSON array of objects. A bad
 * cell is reported with its row (`toParsedRow`) and the other rows are still checked; only a file
 * that cannot be read as rows at all (an unknown column in the CSV header, a JSON text that is not
 * an array of objects) is refused whole, so a misspelt column does not silently check nothing.
 */

/** The rows of a file's text; `format` from its name (`.json`, else CSV). Throws naming the line. */
export const parseCheckFile = (source: string, format: "csv" | "json"): ReadonlyArray<ParsedRow> =>
  format === "json" ? parseJson(source) : parseCsv(source)

const parseJson = (source: string): ReadonlyArray<ParsedRow> => {
  let data: unknown
  try {
    data = JSON.parse(source)
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`)
  }
  if (!Array.isArray(data)) throw new Error("a JSON check file is an array of objects")
  const lines = jsonEntryLines(source)
  return data.map((entry, i) => {
    const line = lines[i] ?? i + 1
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      throw new Error(`line ${line}: an entry is an object of columns, got ${JSON.stringify(entry)}`)
    return toParsedRow(entry as Record<string, unknown>, line)
  })
}

const parseCsv = (source: string): ReadonlyArray<ParsedRow> => {
  const [header, ...records] = parseCsvRecords(source.replace(/^\uFEFF/, ""))
  if (header === undefined) return []
  const columns = header.cells.map((h) => h.trim().toLowerCase())
  const unknown = columns.find((c) => !(CHECK_COLUMNS as ReadonlyArray<string>).includes(c))
  if (unknown !== undefined)
    throw new Error(`line ${header.line}: unknown column '${unknown}' (use ${CHECK_COLUMNS.join(", ")})`)
  return records.map(({ line, cells }) => {
    const parsed = toParsedRow(Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? ""])), line)
    return cells.length <= columns.length
      ? parsed
      : {
          ...parsed,
          problems: [
            ...parsed.problems,
            {
              column: `column ${columns.length + 1}`,
              message: `${cells.length} cells, but the header has ${columns.length}`,
            },
          ],
        }
  })
}

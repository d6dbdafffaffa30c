/**
 * The records of a `portal users check` file with the line each starts on, so a report's line is
 * the line an editor shows: in CSV the header is line 1 and a quoted cell's own line breaks count;
 * in JSON an entry's line is where its `{` stands.
 */

/** One CSV record: its cells and the 1-based line of the file it starts on. */
export interface CsvRecord {
  readonly line: number
  readonly cells: ReadonlyArray<string>
}

/**
 * RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks (CRLF, LF or CR); blank
 * records are left out, their lines still counted.
 */
export const parseCsvRecords = (source: string): ReadonlyArray<CsvRecord> => {
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ""
  let quoted = false
  let line = 1
  let start = 1
  const endCell = () => {
    cells.push(cell)
    cell = ""
  }
  const endRecord = () => {
    endCell()
    if (cells.some((c) => c.trim() !== "")) records.push({ line: start, cells })
    cells = []
  }
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    const crlf = c === "\r" && source[i + 1] === "\n"
    if (c === "\n" || c === "\r") line++
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += crlf ? "\r\n" : c
      if (crlf) i++
    } else if (c === '"') quoted = true
    else if (c === ",") endCell()
    else if (c === "\n" || c === "\r") {
      if (crlf) i++
      endRecord()
      start = line
    } else cell += c
  }
  if (cell !== "" || cells.length > 0) endRecord()
  return records
}

/**
 * The 1-based line on which each entry of a top-level JSON array starts (the text is valid JSON, as
 * `JSON.parse` already read it): a scan that skips strings and counts depth.
 */
export const jsonEntryLines = (source: string): ReadonlyArray<number> => {
  const lines: number[] = []
  let line = 1
  let depth = 0
  let inString = false
  let expectEntry = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (c === "\n") line++
    if (inString) {
      if (c === "\\") i++
      else if (c === '"') inString = false
      continue
    }
    if (/\s/.test(c)) continue
    if (depth === 1 && expectEntry && c !== "]") {
      lines.push(line)
      expectEntry = false
    }
    if (c === '"') inString = true
    else if (c === "[" || c === "{") {
      depth++
      if (depth === 1) expectEntry = true
    } else if (c === "]" || c === "}") depth--
    else if (c === "," && depth === 1) expectEntry = true
  }
  return lines
}

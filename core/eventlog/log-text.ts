import type { EventLogDocument } from "./log.schema.ts"

/**
 * The text of a log file: the header as indented JSON and one entry per line, which keeps
 * recordings compact and their diffs readable (one changed answer is one changed line).
 */
export const eventLogText = (log: EventLogDocument): string => {
  const { entries, ...header } = log
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, "")
  const lines = entries.map((entry) => `    ${JSON.stringify(entry)}`).join(",\n")
  return `${head},\n  "entries": [\n${lines}\n  ]\n}\n`
}

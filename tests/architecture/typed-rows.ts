import type { SourceFile } from "./core-globals.ts"
import { stripComments } from "./core-globals.ts"

/**
 * Rows the server reads are typed by a shape over the table definitions (`queryRows`, `runRows`,
 * `preparedRows` in server/db/rows.ts) or by Drizzle's builder, never by a type argument stating
 * them (`run<{ n: number }>(...)`), which no one checks against the statement (issue 23). Only the
 * typed path itself and the driver interface write one.
 */
export const ROW_TYPE_ARGUMENT_ALLOWED_IN: ReadonlyArray<string> = [
  "server/db/rows.ts",
  "server/db/queries.ts",
]

const rowTypeArgument = /\b(query|run|queryPrepared)<(?!=)/g

/** Each row type argument a server source states, as `path:line: call<`; empty when there is none. */
export const findRowTypeArguments = (file: SourceFile): ReadonlyArray<string> => {
  if (!file.path.startsWith("server/") || ROW_TYPE_ARGUMENT_ALLOWED_IN.includes(file.path)) return []
  return stripComments(file.text)
    .split("\n")
    .flatMap((line, i) => [...line.matchAll(rowTypeArgument)].map((m) => `${file.path}:${i + 1}: ${m[1]}<`))
}

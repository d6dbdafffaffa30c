import { randomUUID } from "node:crypto"
import { mkdir, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { query } from "../services.ts"
import { ticketIdsSql, ticketsByIdSql } from "./ticket-list.sql.ts"
import { type ExportTicket, type TicketRow, toExportTicket } from "./ticket-rows.ts"
import { openTicketXlsx } from "./ticket-xlsx.ts"

/** Rows read per query while writing a spreadsheet: small enough that writing one batch never holds the event loop for long. */
const BATCH = 500
/** Exports are fetched right after they are made; older ones are removed. */
const EXPORT_TTL_MS = 60 * 60 * 1000

/**
 * The rows of a batch as one JSON value: PGlite decodes a single JSON text far faster than 500
 * rows of 30 fields (about 2.5 times here). Timestamps arrive as ISO text, which `toTicket` reads.
 */
const batchRows = (ids: ReadonlyArray<number>) =>
  Effect.map(
    query<{ rows: string }>(
      sql`SELECT coalesce(json_agg(b), '[]')::text AS rows FROM (${ticketsByIdSql(ids)}) b`,
    ),
    ([result]) => JSON.parse(result?.rows ?? "[]") as Array<TicketRow & Pick<ExportTicket, "agreementname">>,
  )

export const exportPath = (filesDir: string, fileid: string): string =>
  join(filesDir, "exports", `${fileid}.xlsx`)

const removeStaleExports = Effect.fn("removeStaleExports")(function* (filesDir: string) {
  const cutoff = new Date(Date.now() - EXPORT_TTL_MS).toISOString()
  const stale = yield* query<{ fileid: string }>(
    sql`DELETE FROM ticket_exports WHERE created < ${cutoff}::timestamptz RETURNING fileid`,
  )
  yield* Effect.promise(() =>
    Promise.all(stale.map((s) => rm(exportPath(filesDir, s.fileid), { force: true }))),
  )
})

/** Writes the tickets of `ids` to `path` in that order, reading their rows in batches. */
const writeSheet = Effect.fn("writeSheet")(function* (
  path: string,
  zone: string,
  ids: ReadonlyArray<number>,
) {
  const sheet = openTicketXlsx(path, zone)
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    const byId = new Map((yield* batchRows(batch)).map((r) => [r.ticketid, r]))
    sheet.add(batch.flatMap((id) => (byId.has(id) ? [toExportTicket(byId.get(id)!)] : [])))
  }
  yield* Effect.promise(() => sheet.finish())
})

/**
 * GET /v1/excel/tickets: writes every ticket matching the filters (no paging) to an .xlsx with dates
 * in `zone`, owned by `userid`. Ids are read first, then rows in batches, so the sheet keeps the
 * list's order without holding all rows in memory. A half-written file is removed.
 */
export const exportTickets = Effect.fn("exportTickets")(function* (
  filesDir: string,
  scope: CompanyScope,
  q: TicketFilterQuery,
  zone: string,
  userid: number,
) {
  yield* removeStaleExports(filesDir)
  const ids = (yield* query<{ ticketid: number }>(ticketIdsSql(q, scope))).map((r) => r.ticketid)
  const fileid = randomUUID()
  const path = exportPath(filesDir, fileid)
  yield* Effect.promise(() => mkdir(join(filesDir, "exports"), { recursive: true }))
  yield* writeSheet(path, zone, ids).pipe(
    Effect.onError(() => Effect.promise(() => rm(path, { force: true }))),
  )
  yield* query(
    sql`INSERT INTO ticket_exports (fileid, userid, row_count) VALUES (${fileid}, ${userid}, ${ids.length})`,
  )
  return { fileid, rows: ids.length }
})

/** An export's file and size, only for the user who made it and within the hour; 404 otherwise. */
export const findExport = Effect.fn("findExport")(function* (
  filesDir: string,
  fileid: string,
  userid: number,
) {
  const since = new Date(Date.now() - EXPORT_TTL_MS).toISOString()
  const [row] = yield* query(
    sql`SELECT 1 FROM ticket_exports
        WHERE fileid = ${fileid} AND userid = ${userid} AND created >= ${since}::timestamptz`,
  )
  const path = exportPath(filesDir, fileid)
  const size = row
    ? yield* Effect.promise(() =>
        stat(path).then(
          (s) => s.size,
          () => undefined,
        ),
      )
    : undefined
  if (size === undefined) return yield* new NotFound({ message: `Export ${fileid} was not found` })
  return { path, size }
})

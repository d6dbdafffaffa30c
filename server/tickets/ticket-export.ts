import { randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect, Exit } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import type { TicketOwner } from "../../core/domain/tickets/saved-views.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { tickets } from "../db/schema.ts"
import { query, queryRows, XlsxWorkers } from "../services.ts"
import { contentValue } from "./file-contents.ts"
import { ticketIdsSql, ticketsByIdSql } from "./ticket-list.sql.ts"
import type { XlsxSheet } from "./ticket-xlsx.worker-pool.ts"

/** Rows read per query while writing a spreadsheet: one read holds PGlite's thread only briefly. */
const BATCH = 500
/** Exports are fetched right after they are made; older ones are removed. */
const EXPORT_TTL_MS = 60 * 60 * 1000

/**
 * The rows of a batch as one JSON text, handed to the worker as is: PGlite decodes a single JSON
 * text far faster than 500 rows of 30 fields (about 2.5 times here), and the parsing happens in the
 * worker, off the server's event loop. Timestamps arrive as ISO text, which `toTicket` reads.
 */
const batchJson = (ids: ReadonlyArray<number>) =>
  Effect.map(
    queryRows(
      { rows: computed<string>() },
      sql`SELECT coalesce(json_agg(b), '[]')::text AS rows FROM (${ticketsByIdSql(ids)}) b`,
    ),
    ([result]) => result?.rows ?? "[]",
  )

/** Expired exports go, bytes and all (they are one row). */
const removeStaleExports = () =>
  query(
    sql`DELETE FROM ticket_exports WHERE created < ${new Date(Date.now() - EXPORT_TTL_MS).toISOString()}::timestamptz`,
  )

/**
 * Writes the tickets of `ids` in that order: batches are read from the database while the worker
 * writes the previous one, so at most two batches are in flight and the reads overlap the writing.
 */
const writeSheet = Effect.fn("writeSheet")(function* (sheet: XlsxSheet, ids: ReadonlyArray<number>) {
  let written: Promise<void> = Promise.resolve()
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    const json = yield* batchJson(batch)
    yield* Effect.promise(() => written)
    written = sheet.write(json, batch)
  }
  yield* Effect.promise(() => written)
  return yield* Effect.promise(() => sheet.finish())
})

/**
 * GET /v1/excel/tickets: writes every ticket matching the filters (no paging) to an .xlsx with dates
 * in `zone`, owned by `userid` (`owner`: the caller, for `mine`). Ids are read first, then rows in batches, so the sheet keeps the
 * list's order without holding all rows in memory; the sheet is built in a worker thread. The file
 * and its row are one INSERT: an export exists whole or not at all.
 */
export const exportTickets = Effect.fn("exportTickets")(function* (
  scope: CompanyScope,
  q: TicketFilterQuery,
  zone: string,
  userid: number,
  owner?: TicketOwner,
) {
  yield* removeStaleExports()
  const ids = (yield* queryRows({ ticketid: tickets.ticketid }, ticketIdsSql(q, scope, owner))).map(
    (r) => r.ticketid,
  )
  const workers = yield* XlsxWorkers
  const bytes = yield* Effect.acquireUseRelease(
    Effect.promise(() => workers.open(zone)),
    ({ sheet }) => writeSheet(sheet, ids),
    ({ done }, exit) => Effect.sync(() => done(Exit.isSuccess(exit))),
  )
  const fileid = randomUUID()
  yield* query(
    sql`INSERT INTO ticket_exports (fileid, userid, row_count, content)
        VALUES (${fileid}, ${userid}, ${ids.length}, ${contentValue(bytes)})`,
  )
  return { fileid, rows: ids.length }
})

/** An export's size, only for the user who made it and within the hour; 404 otherwise. */
export const findExport = Effect.fn("findExport")(function* (fileid: string, userid: number) {
  const since = new Date(Date.now() - EXPORT_TTL_MS).toISOString()
  // octet_length of an out-of-line value reads its TOAST pointer, not the bytes.
  const [row] = yield* queryRows(
    { size: computed<number>() },
    sql`SELECT octet_length(content) AS size FROM ticket_exports
        WHERE fileid = ${fileid} AND userid = ${userid} AND created >= ${since}::timestamptz AND content IS NOT NULL`,
  )
  if (!row) return yield* new NotFound({ message: `Export ${fileid} was not found` })
  return { fileid, size: row.size }
})

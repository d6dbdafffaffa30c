import { randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect, Exit } from "effect"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import type { TicketOwner } from "../../core/domain/tickets/saved-views.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { tickets } from "../db/schema.ts"
import { type Database, queryRows, XlsxWorkers } from "../services.ts"
import {
  completeExport,
  dropExport,
  removeStaleExports,
  startExport,
  storePart,
  type Written,
} from "./export-parts.ts"
import { ticketIdsSql, ticketsByIdSql } from "./ticket-list.sql.ts"
import type { StorePart, XlsxSheet } from "./ticket-xlsx.worker-pool.ts"

/** Rows read per query while writing a spreadsheet: one read holds PGlite's thread only briefly. */
const BATCH = 500

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
  yield* Effect.promise(() => sheet.finish())
})

/**
 * Stores the parts the worker sends, numbered in order, each by its own statement run on this
 * export's services (the worker pool calls it from outside the fiber), and counts what it stored.
 */
const partStore = (fileid: string) =>
  Effect.map(Effect.context<Database>(), (context) => {
    const run = Effect.runPromiseWith(context)
    const written = { parts: 0, size: 0 }
    const store: StorePart = async (bytes) => {
      await run(storePart(fileid, written.parts, bytes))
      written.parts++
      written.size += bytes.byteLength
    }
    return { store, written: (): Written => ({ ...written }) }
  })

/** Writes the sheet into the export's parts on a worker, then makes the export servable. */
const writeParts = Effect.fn("writeParts")(function* (
  fileid: string,
  zone: string,
  ids: ReadonlyArray<number>,
) {
  const workers = yield* XlsxWorkers
  const parts = yield* partStore(fileid)
  yield* Effect.acquireUseRelease(
    Effect.promise(() => workers.open(zone, parts.store)),
    ({ sheet }) => writeSheet(sheet, ids),
    ({ done }, exit) => Effect.sync(() => done(Exit.isSuccess(exit))),
  )
  yield* completeExport(fileid, parts.written())
})

/** Who asks for an export, and the export lease (export_leases.holder) it is written under. */
export interface ExportMaker {
  readonly userid: number
  readonly holder: string
}

/**
 * GET /v1/excel/tickets: writes every ticket matching the filters (no paging) to an .xlsx with dates
 * in `zone`, owned by `maker.userid` and written under its export lease (`owner`: the caller, for
 * `mine`). Ids are read first, then rows in batches, so the sheet keeps the list's order without
 * holding all rows in memory; the sheet is built in a worker thread and stored part by part as it
 * is zipped (export-parts.ts), so the file is never held whole either. An export that fails or is
 * abandoned drops its row and parts.
 */
export const exportTickets = Effect.fn("exportTickets")(function* (
  scope: CompanyScope,
  q: TicketFilterQuery,
  zone: string,
  maker: ExportMaker,
  owner?: TicketOwner,
) {
  yield* removeStaleExports()
  const ids = (yield* queryRows({ ticketid: tickets.ticketid }, ticketIdsSql(q, scope, owner))).map(
    (r) => r.ticketid,
  )
  const fileid = randomUUID()
  yield* startExport(fileid, maker.userid, ids.length, maker.holder)
  yield* Effect.onExit(writeParts(fileid, zone, ids), (exit) =>
    Exit.isSuccess(exit) ? Effect.void : dropExport(fileid),
  )
  return { fileid, rows: ids.length }
})

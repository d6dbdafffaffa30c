import { randomUUID } from "node:crypto"
import { mkdir, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import type { CompanyScope } from "../auth/scope.ts"
import type { Db } from "../db/client.ts"
import { ticketIdsSql, ticketsByIdSql } from "./ticket-list.sql.ts"
import { type TicketRow, toTicket } from "./ticket-rows.ts"
import { openTicketXlsx } from "./ticket-xlsx.ts"

/** Rows read per query while writing a spreadsheet: small enough that writing one batch never holds the event loop for long. */
const BATCH = 500
/** Exports are fetched right after they are made; older ones are removed. */
const EXPORT_TTL_MS = 60 * 60 * 1000

/**
 * The rows of a batch as one JSON value: PGlite decodes a single JSON text far faster than 500
 * rows of 30 fields (about 2.5 times here). Timestamps arrive as ISO text, which `toTicket` reads.
 */
const batchRows = async (db: Db, ids: ReadonlyArray<number>): Promise<TicketRow[]> => {
  const [result] = await db.run<{ rows: string }>(
    sql`SELECT coalesce(json_agg(b), '[]')::text AS rows FROM (${ticketsByIdSql(ids)}) b`,
  )
  return JSON.parse(result?.rows ?? "[]") as TicketRow[]
}

export const exportPath = (filesDir: string, fileid: string): string =>
  join(filesDir, "exports", `${fileid}.xlsx`)

const removeStaleExports = async (db: Db, filesDir: string) => {
  const cutoff = new Date(Date.now() - EXPORT_TTL_MS).toISOString()
  const stale = await db.run<{ fileid: string }>(
    sql`DELETE FROM ticket_exports WHERE created < ${cutoff}::timestamptz RETURNING fileid`,
  )
  await Promise.all(stale.map((s) => rm(exportPath(filesDir, s.fileid), { force: true })))
}

/**
 * GET /v1/excel/tickets: writes every ticket matching the filters (no paging) to an .xlsx with dates
 * in `zone`, owned by `userid`. Ids are read first, then rows in batches, so the sheet keeps the
 * list's order without holding all rows in memory.
 */
export const exportTickets = async (
  db: Db,
  filesDir: string,
  scope: CompanyScope,
  q: TicketFilterQuery,
  zone: string,
  userid: number,
): Promise<{ fileid: string; rows: number }> => {
  await removeStaleExports(db, filesDir)
  const ids = (await db.run<{ ticketid: number }>(ticketIdsSql(q, scope))).map((r) => r.ticketid)
  const fileid = randomUUID()
  await mkdir(join(filesDir, "exports"), { recursive: true })
  const path = exportPath(filesDir, fileid)
  const sheet = openTicketXlsx(path, zone)
  try {
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH)
      const byId = new Map((await batchRows(db, batch)).map((r) => [r.ticketid, r]))
      sheet.add(batch.flatMap((id) => (byId.has(id) ? [toTicket(byId.get(id)!)] : [])))
    }
    await sheet.finish()
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
  await db.run(
    sql`INSERT INTO ticket_exports (fileid, userid, row_count) VALUES (${fileid}, ${userid}, ${ids.length})`,
  )
  return { fileid, rows: ids.length }
}

/** An export's file and size, only for the user who made it and within the hour; undefined otherwise. */
export const findExport = async (
  db: Db,
  filesDir: string,
  fileid: string,
  userid: number,
): Promise<{ path: string; size: number } | undefined> => {
  const since = new Date(Date.now() - EXPORT_TTL_MS).toISOString()
  const [row] = await db.run(
    sql`SELECT 1 FROM ticket_exports
        WHERE fileid = ${fileid} AND userid = ${userid} AND created >= ${since}::timestamptz`,
  )
  if (!row) return undefined
  const path = exportPath(filesDir, fileid)
  const size = await stat(path).then(
    (s) => s.size,
    () => undefined,
  )
  return size === undefined ? undefined : { path, size }
}

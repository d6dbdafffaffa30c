import { sql } from "drizzle-orm"
import { Effect, Stream } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import { computed } from "../db/rows.ts"
import { Database, query, queryRows } from "../services.ts"
import { contentStream, contentValue } from "./file-contents.ts"

/**
 * An export's file is stored in parts as the spreadsheet worker produces them (migration 0039): its
 * row first, without a size; then one short INSERT per part, so PGlite's one connection answers
 * other requests in between and no statement carries more than a part; then one UPDATE that checks
 * every part is in and gives the row its size. Only a row with a size is served, and parts go
 * with their row (ON DELETE CASCADE): an export that stops half way is never served and, once its
 * row is deleted (`dropExport`, or the sweep below for a killed process), leaves nothing.
 */

/** Exports are fetched right after they are made; older ones are removed. */
export const EXPORT_TTL_MS = 60 * 60 * 1000

/**
 * The row of an export about to be written under the lease `holder` (export_leases): not served
 * until `completeExport`.
 */
export const startExport = (fileid: string, userid: number, rows: number, holder: string) =>
  query(
    sql`INSERT INTO ticket_exports (fileid, userid, row_count, in_parts, holder)
        VALUES (${fileid}, ${userid}, ${rows}, true, ${holder}::uuid)`,
  )

/** Part `part` (from 0, in file order) of an export whose row exists; fails if the row was swept. */
export const storePart = (fileid: string, part: number, bytes: Uint8Array) =>
  query(
    sql`INSERT INTO ticket_export_parts (fileid, part, bytes) VALUES (${fileid}, ${part}, ${contentValue(bytes)})`,
  )

/** What the export wrote: checked against the parts stored before the row becomes servable. */
export interface Written {
  readonly parts: number
  readonly size: number
}

/**
 * Makes the export servable, from now for its hour, if exactly the parts written are stored (a
 * missing part, or a row swept meanwhile, is a defect: the export fails and is dropped).
 */
export const completeExport = (fileid: string, written: Written) =>
  Effect.flatMap(
    query(
      sql`UPDATE ticket_exports SET size = ${written.size}, parts = ${written.parts}, created = now()
          WHERE fileid = ${fileid} AND in_parts AND size IS NULL
            AND (SELECT count(*)::int FROM ticket_export_parts p WHERE p.fileid = ${fileid}) = ${written.parts}
            -- octet_length of an out-of-line value reads its TOAST pointer, not the bytes.
            AND (SELECT coalesce(sum(octet_length(bytes)), 0)::bigint FROM ticket_export_parts p
                 WHERE p.fileid = ${fileid}) = ${written.size}
          RETURNING fileid`,
    ),
    (rows) =>
      rows.length === 1
        ? Effect.void
        : Effect.die(new Error(`export ${fileid} lost parts while it was written`)),
  )

/** Removes an export that did not finish, parts and all; never fails (a sweep gets it otherwise). */
export const dropExport = (fileid: string) =>
  Effect.asVoid(Effect.exit(query(sql`DELETE FROM ticket_exports WHERE fileid = ${fileid}`)))

/**
 * Expired exports go, and unfinished ones whose lease is no longer alive: the process that wrote
 * them died (a running export's lease is renewed every 20 s, server/limits/export-leases.ts). An
 * export still running elsewhere keeps its lease and its row. A user's next export is admitted only
 * once their earlier lease is gone, so its own sweep already removes what a killed one left.
 */
export const removeStaleExports = () =>
  query(
    sql`DELETE FROM ticket_exports e
        WHERE created < ${new Date(Date.now() - EXPORT_TTL_MS).toISOString()}::timestamptz
           OR (in_parts AND size IS NULL AND NOT EXISTS (
                SELECT 1 FROM export_leases l WHERE l.holder = e.holder AND l.expires > now()))`,
  )

/** A finished export: its size, and its parts (none: the bytes are in `content`, before 0039). */
export interface FoundExport {
  readonly fileid: string
  readonly size: number
  readonly parts: number | null
}

/** A finished export's size, only for the user who made it and within the hour; 404 otherwise. */
export const findExport = Effect.fn("findExport")(function* (fileid: string, userid: number) {
  const since = new Date(Date.now() - EXPORT_TTL_MS).toISOString()
  const [row] = yield* queryRows(
    { size: computed<number>(), parts: computed<number | null>() },
    sql`SELECT (CASE WHEN in_parts THEN size ELSE octet_length(content) END)::int AS size, parts
        FROM ticket_exports
        WHERE fileid = ${fileid} AND userid = ${userid} AND created >= ${since}::timestamptz
          AND CASE WHEN in_parts THEN size IS NOT NULL ELSE content IS NOT NULL END`,
  )
  if (!row) return yield* new NotFound({ message: `Export ${fileid} was not found` })
  return { fileid, size: row.size, parts: row.parts } satisfies FoundExport
})

/** One part, whole (a part is at most XLSX_PART_BYTES); gone since it was found: a defect. */
const readPart = (fileid: string, part: number) =>
  Effect.flatMap(
    queryRows(
      { bytes: computed<string>() },
      sql`SELECT encode(bytes, 'base64') AS bytes FROM ticket_export_parts WHERE fileid = ${fileid} AND part = ${part}`,
    ),
    ([row]) =>
      row === undefined
        ? Effect.die(new Error(`export ${fileid} went away while it was being served`))
        : Effect.succeed(new Uint8Array(Buffer.from(row.bytes, "base64"))),
  )

/** The export's bytes as a stream, read part by part (or slice by slice) as the response is sent. */
export const exportStream = (found: FoundExport) =>
  found.parts === null
    ? contentStream("ticket_exports", found.fileid, found.size)
    : Effect.map(Database, (db) =>
        Stream.range(0, found.parts! - 1).pipe(
          Stream.mapEffect((part) => readPart(found.fileid, part)),
          Stream.provideService(Database, db),
        ),
      )

import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { type SQL, sql } from "drizzle-orm"
import type { Db } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"
import { ticketFiles } from "../db/schema.ts"
import { contentValue, type FileTable } from "./file-contents.ts"

/**
 * Before migration 0007 the bytes of attachments and exports were files in a folder beside the
 * database (`<filesDir>/attachments/<fileid>`, `<filesDir>/exports/<fileid>.xlsx`). Their rows came
 * through the migration without bytes; this start-up step reads each file into its row. It is
 * idempotent (a row is filled once, by whichever server gets there first), keeps going after a
 * crash, and never deletes a file: the folder can be removed once the log says everything is in.
 */
interface LegacyKind {
  readonly table: FileTable
  /** The migration's NOT VALID check; validated once no row is left without bytes. */
  readonly constraint: string
  readonly path: (fileid: string) => string
  /** The size the row expects (the check refuses other lengths); exports record none. */
  readonly size: SQL
  /** Rows still waiting for their file: exports stored in parts (migration 0039) never do. */
  readonly waiting: SQL
}

const kindsIn = (filesDir: string): ReadonlyArray<LegacyKind> => [
  {
    table: "ticket_files",
    constraint: "ticket_files_content_present",
    path: (id) => join(filesDir, "attachments", id),
    size: sql`size`,
    waiting: sql`content IS NULL`,
  },
  {
    table: "ticket_exports",
    constraint: "ticket_exports_content_present",
    path: (id) => join(filesDir, "exports", `${id}.xlsx`),
    size: sql`NULL::int`,
    waiting: sql`content IS NULL AND NOT in_parts`,
  },
]

const isValidated = async (db: Db, constraint: string): Promise<boolean> =>
  (
    await runRows(
      db,
      { validated: computed<boolean>() },
      sql`SELECT convalidated AS validated FROM pg_constraint WHERE conname = ${constraint}`,
    )
  )[0]?.validated === true

const readIfPresent = async (path: string): Promise<Buffer | undefined> => {
  try {
    return await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}

/** Fills the rows of one table that have no bytes yet; returns how many it filled and how many wait. */
const importKind = async (db: Db, kind: LegacyKind): Promise<{ imported: number; waiting: number }> => {
  if (await isValidated(db, kind.constraint)) return { imported: 0, waiting: 0 }
  const table = sql.raw(kind.table)
  // Exports are served for an hour: older ones are not worth importing.
  if (kind.table === "ticket_exports")
    await db.run(
      sql`DELETE FROM ticket_exports WHERE ${kind.waiting} AND created < now() - interval '1 hour'`,
    )
  const rows = await runRows(
    db,
    { fileid: ticketFiles.fileid, size: computed<number | null>() },
    sql`SELECT fileid, ${kind.size} AS size FROM ${table} WHERE ${kind.waiting}`,
  )
  let imported = 0
  for (const { fileid, size } of rows) {
    const bytes = await readIfPresent(kind.path(fileid))
    // A missing, empty or truncated file stays out (the check would refuse the last two anyway).
    if (bytes === undefined || bytes.length === 0 || (size !== null && bytes.length !== size)) continue
    const filled = await db.run(
      sql`UPDATE ${table} SET content = ${contentValue(bytes)} WHERE fileid = ${fileid} AND content IS NULL RETURNING fileid`,
    )
    imported += filled.length
  }
  // An export whose file is gone is dropped rather than waited for: it would expire within the hour.
  if (kind.table === "ticket_exports") await db.run(sql`DELETE FROM ticket_exports WHERE ${kind.waiting}`)
  const [left] = await runRows(
    db,
    { n: computed<number>() },
    sql`SELECT count(*)::int AS n FROM ${table} WHERE ${kind.waiting}`,
  )
  const waiting = left?.n ?? 0
  if (waiting === 0) await db.exec(`ALTER TABLE ${kind.table} VALIDATE CONSTRAINT ${kind.constraint}`)
  return { imported, waiting }
}

export interface LegacyImport {
  readonly attachments: number
  readonly exports: number
  /** Attachment rows still without bytes: their files were not in the folder. */
  readonly waiting: number
}

/** Imports the files of `filesDir` into their rows (see above) and says what it did. */
export const importLegacyFiles = async (db: Db, filesDir: string): Promise<LegacyImport> => {
  const [files, exports] = kindsIn(filesDir)
  const attachments = await importKind(db, files!)
  const sheets = await importKind(db, exports!)
  return { attachments: attachments.imported, exports: sheets.imported, waiting: attachments.waiting }
}

/** The start-up log lines for an import: nothing when there was nothing to do. */
export const describeLegacyImport = (result: LegacyImport, filesDir: string): ReadonlyArray<string> => [
  ...(result.attachments + result.exports > 0
    ? [
        `Imported ${result.attachments} attachment file(s) and ${result.exports} export(s) from ${filesDir} into the database; ` +
          "the server no longer reads that folder (keep it until your next backup, then remove it)",
      ]
    : []),
  ...(result.waiting > 0
    ? [
        `${result.waiting} attachment record(s) have no bytes yet: their files are not in ${join(filesDir, "attachments")}. ` +
          "Set PORTAL_FILES_DIR to the folder earlier versions used and restart; until then they answer 404",
      ]
    : []),
]

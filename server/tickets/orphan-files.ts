import { readdir, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import type { Db } from "../db/client.ts"

/** Attachment files are named by their row's id (a UUID); anything else in the folder is not ours. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const listFileIds = async (dir: string): Promise<string[]> => {
  try {
    return (await readdir(dir)).filter((name) => FILE_ID.test(name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return []
    throw error
  }
}

/**
 * Removes attachment files that no `ticket_files` row names: an upload writes its file first and
 * commits its row after, so a crash in between leaves such a file (never a row without a file).
 * Only files older than `graceMs` go, so an upload in flight on another process (PostgreSQL with
 * several servers) keeps its file. Returns how many were removed.
 */
export const sweepOrphanFiles = async (
  db: Db,
  attachmentsDir: string,
  graceMs: number,
  now: number = Date.now(),
): Promise<number> => {
  const ids = await listFileIds(attachmentsDir)
  if (ids.length === 0) return 0
  const rows = await db.run<{ fileid: string }>(
    sql`SELECT fileid FROM ticket_files WHERE fileid = ANY(${sql.param(ids)}::text[])`,
  )
  const known = new Set(rows.map((r) => r.fileid))
  let removed = 0
  for (const id of ids) {
    if (known.has(id)) continue
    const path = join(attachmentsDir, id)
    if ((await stat(path)).mtimeMs > now - graceMs) continue
    await rm(path, { force: true })
    removed++
  }
  return removed
}

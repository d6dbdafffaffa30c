import { randomUUID } from "node:crypto"
import { mkdir, open } from "node:fs/promises"
import { join } from "node:path"
import type { TicketFile } from "../../core/schema/document.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import type { Db, Queries } from "../db/client.ts"
import { contentTypeOf } from "./file-names.ts"
import { ActivityType, addActivity } from "./ticket-activity.ts"

/** Where attachment bytes live: `<filesDir>/attachments/<fileid>` (the id is ours, never the upload's name). */
export const attachmentsDir = (filesDir: string): string => join(filesDir, "attachments")

export const attachmentPath = (filesDir: string, fileid: string): string =>
  join(attachmentsDir(filesDir), fileid)

interface FileRow {
  fileid: string
  file_name: string
  original_filename: string
  size: number
  created: Date | string
  uploadedby: string
}

const toTicketFile = (row: FileRow): TicketFile => ({
  source: "DMS",
  fileName: row.file_name,
  dmsId: row.fileid,
  fileLocation: null,
  originalFileName: row.original_filename,
  size: row.size,
  createdDate: new Date(row.created).toISOString(),
  uploadedBy: row.uploadedby,
})

export interface NewAttachment {
  readonly ticketid: number
  readonly name: string
  readonly bytes: Uint8Array
  readonly userid: number
}

/** Writes a new file and flushes it and its folder entry to disk before the answer goes out. */
const writeDurably = async (dir: string, path: string, bytes: Uint8Array): Promise<void> => {
  await mkdir(dir, { recursive: true })
  const file = await open(path, "wx")
  try {
    await file.writeFile(bytes)
    await file.sync()
  } finally {
    await file.close()
  }
  const folder = await open(dir, "r")
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}

/**
 * Stores the bytes, then records the file and adds "Attachment added" to the ticket's history
 * (which also makes it the ticket's latest activity) in one transaction. A crash between the two
 * leaves only a file without a row, which `sweepOrphanFiles` removes at the next start.
 */
export const saveAttachment = async (db: Db, filesDir: string, input: NewAttachment): Promise<TicketFile> => {
  const fileid = randomUUID()
  await writeDurably(attachmentsDir(filesDir), attachmentPath(filesDir, fileid), input.bytes)
  return db.transaction((tx) => recordAttachment(tx, fileid, input))
}

const recordAttachment = async (db: Queries, fileid: string, input: NewAttachment): Promise<TicketFile> => {
  const [row] = await db.query<FileRow>(
    `INSERT INTO ticket_files (fileid, ticketid, file_name, original_filename, content_type, size, uploadedbyuserid, uploadedby)
     SELECT $1, $2, $3, $4, $5, $6, u.userid, u.firstname || ' ' || u.lastname FROM users u WHERE u.userid = $7
     RETURNING fileid, file_name, original_filename, size, created, uploadedby`,
    [
      fileid,
      input.ticketid,
      `${fileid}/${input.name}`,
      input.name,
      contentTypeOf(input.name),
      input.bytes.length,
      input.userid,
    ],
  )
  if (!row) throw new Error(`user ${input.userid} is missing`)
  await addActivity(db, {
    ticketid: input.ticketid,
    activityid: ActivityType.attachment,
    description: `Attachment added: ${input.name}`,
    userid: input.userid,
    at: new Date(row.created),
  })
  return toTicketFile(row)
}

/** GET /v1/viewall/ticket/:ticketid: the ticket's files, oldest first. */
export const listAttachments = async (db: Db, ticketid: number): Promise<TicketFile[]> => {
  const rows = await db.query<FileRow>(
    `SELECT fileid, file_name, original_filename, size, created, uploadedby FROM ticket_files
     WHERE ticketid = $1 ORDER BY created, fileid`,
    [ticketid],
  )
  return rows.map(toTicketFile)
}

export interface StoredAttachment {
  readonly fileid: string
  readonly name: string
  readonly contentType: string
  readonly size: number
}

/** A file by id (document backend) or by its download name, only when its ticket is in scope. */
export const findAttachment = async (
  db: Db,
  scope: CompanyScope,
  key: { readonly fileid: string } | { readonly fileName: string },
): Promise<StoredAttachment | undefined> => {
  const params: unknown[] = ["fileid" in key ? key.fileid : key.fileName]
  const column = "fileid" in key ? "f.fileid" : "f.file_name"
  const [row] = await db.query<{ fileid: string; name: string; content_type: string; size: number }>(
    `SELECT f.fileid, f.original_filename AS name, f.content_type, f.size
     FROM ticket_files f JOIN tickets t ON t.ticketid = f.ticketid
     WHERE ${column} = $1 AND ${scopeCondition(scope, "t.companyid", params)}`,
    params,
  )
  return row && { fileid: row.fileid, name: row.name, contentType: row.content_type, size: row.size }
}

/**
 * POST /v1/ticket/attachment/notification: the caller's files on the ticket not yet announced are
 * marked announced and, when the ticket has a contact email, one mail naming them goes to the outbox.
 */
export const notifyAttachments = (db: Db, ticketid: number, userid: number): Promise<number> =>
  db.transaction((tx) => announce(tx, ticketid, userid))

const announce = async (db: Queries, ticketid: number, userid: number): Promise<number> => {
  const announced = await db.query<{ original_filename: string }>(
    `UPDATE ticket_files SET notified = now()
     WHERE ticketid = $1 AND uploadedbyuserid = $2 AND notified IS NULL RETURNING original_filename`,
    [ticketid, userid],
  )
  if (announced.length === 0) return 0
  const names = announced.map((f) => f.original_filename).join(", ")
  await db.query(
    `INSERT INTO outbox (to_address, subject, text_body, template)
     SELECT t.contactemail, 'Service Ticket #' || t.ticketid || ': new attachment', $2, 'ticket-attachment'
     FROM tickets t WHERE t.ticketid = $1 AND coalesce(t.contactemail, '') <> ''`,
    [ticketid, `Files were added to Service Ticket #${ticketid}: ${names}`],
  )
  return announced.length
}

import { randomUUID } from "node:crypto"
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { TicketFile } from "../../core/schema/document.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import type { Db } from "../db/client.ts"
import { contentTypeOf } from "./file-names.ts"
import { ActivityType, addActivity } from "./ticket-activity.ts"

/** Where attachment bytes live: `<filesDir>/attachments/<fileid>` (the id is ours, never the upload's name). */
export const attachmentPath = (filesDir: string, fileid: string): string =>
  join(filesDir, "attachments", fileid)

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

/**
 * Stores the bytes, records the file and adds "Attachment added" to the ticket's history (which
 * also makes it the ticket's latest activity).
 */
export const saveAttachment = async (db: Db, filesDir: string, input: NewAttachment): Promise<TicketFile> => {
  const fileid = randomUUID()
  const path = attachmentPath(filesDir, fileid)
  await mkdir(join(filesDir, "attachments"), { recursive: true })
  await writeFile(path, input.bytes, { flag: "wx" })
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
export const notifyAttachments = async (db: Db, ticketid: number, userid: number): Promise<number> => {
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

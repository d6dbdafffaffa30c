import { randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import type { TicketFile } from "../../core/schema/document.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { notifyTicketEvent } from "../notifications/notify-events.ts"
import type { RowOf } from "../db/rows.ts"
import { tickets, ticketFiles } from "../db/schema.ts"
import { inTransaction, queryRows } from "../services.ts"
import { checkAttachmentQuota } from "./attachment-quota.ts"
import { contentValue } from "./file-contents.ts"
import { contentTypeOf } from "./file-names.ts"
import { ActivityType, addActivity } from "./ticket-activity.ts"

const fileRow = {
  fileid: ticketFiles.fileid,
  file_name: ticketFiles.fileName,
  original_filename: ticketFiles.originalFilename,
  size: ticketFiles.size,
  created: ticketFiles.created,
  uploadedby: ticketFiles.uploadedby,
}
type FileRow = RowOf<typeof fileRow>

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
 * Counts the file against the uploader's hourly allowance (`USAGE_LIMITS.upload`; 429 past it),
 * checks the company's quota, stores the bytes with the file's row and adds "Attachment added" to
 * the ticket's history (which also makes it the ticket's latest activity), all in one transaction:
 * the file exists with its bytes, its history entry and its count, or not at all.
 */
export const saveAttachment = (input: NewAttachment, quotaBytes: number) =>
  inTransaction(Effect.andThen(countUploads(input.userid, 1), storeAttachment(input, quotaBytes)))

/**
 * Counts `files` uploaded by `userid` against `USAGE_LIMITS.upload`, inside the upload's
 * transaction (a refused or failed upload counts nothing); past the bound 429 `TooManyRequests`.
 * Taken before the company's quota lock on both HTTP upload paths, so the locks are always taken
 * in one order. Files that arrive as replies by email are not counted here: the reply bound (30 an
 * hour per sender address, each message at most one upload limit in size) holds them.
 */
export const countUploads = (userid: number, files: number) =>
  files === 0 ? Effect.void : enforceMailLimit(USAGE_LIMITS.upload, userid, files)

/**
 * The quota check, the row with its bytes and the history entry, inside the caller's transaction
 * (a new ticket's files commit with the ticket: `ticket-create-files.ts`).
 */
export const storeAttachment = Effect.fn("storeAttachment")(function* (
  input: NewAttachment,
  quotaBytes: number,
) {
  yield* checkAttachmentQuota({
    ticketid: input.ticketid,
    name: input.name,
    size: input.bytes.length,
    quotaBytes,
  })
  return yield* recordAttachment(randomUUID(), input)
})

const recordAttachment = Effect.fn("recordAttachment")(function* (fileid: string, input: NewAttachment) {
  const [row] = yield* queryRows(
    fileRow,
    sql`INSERT INTO ticket_files (fileid, ticketid, file_name, original_filename, content_type, size, content, uploadedbyuserid, uploadedby)
        SELECT ${fileid}, ${input.ticketid}, ${`${fileid}/${input.name}`}, ${input.name}, ${contentTypeOf(input.name)},
          ${input.bytes.length}, ${contentValue(input.bytes)}, u.userid, u.firstname || ' ' || u.lastname
        FROM users u WHERE u.userid = ${input.userid}
        RETURNING fileid, file_name, original_filename, size, created, uploadedby`,
  )
  if (!row) return yield* Effect.die(new Error(`user ${input.userid} is missing`))
  yield* addActivity({
    ticketid: input.ticketid,
    activityid: ActivityType.attachment,
    description: `Attachment added: ${input.name}`,
    userid: input.userid,
    at: new Date(row.created),
  })
  return toTicketFile(row)
})

/** GET /v1/viewall/ticket/:ticketid: the ticket's files, oldest first. */
export const listAttachments = Effect.fn("listAttachments")(function* (ticketid: number) {
  const rows = yield* queryRows(
    fileRow,
    sql`SELECT fileid, file_name, original_filename, size, created, uploadedby FROM ticket_files
        WHERE ticketid = ${ticketid} ORDER BY created, fileid`,
  )
  return rows.map(toTicketFile)
})

export interface StoredAttachment {
  readonly fileid: string
  readonly name: string
  readonly contentType: string
  readonly size: number
}

/** 404 for a file that is missing, outside the caller's scope, or still without its bytes. */
const fileNotFound = (label: string) => new NotFound({ message: `File ${label} was not found` })

/**
 * A file by id (document backend) or by its download name; 404 unless its ticket is in scope and its
 * bytes are there (a row from before migration 0007 whose old file has not been imported yet).
 */
export const findAttachment = Effect.fn("findAttachment")(function* (
  scope: CompanyScope,
  key: { readonly fileid: string } | { readonly fileName: string },
) {
  const match = "fileid" in key ? sql`f.fileid = ${key.fileid}` : sql`f.file_name = ${key.fileName}`
  const [row] = yield* queryRows(
    {
      fileid: ticketFiles.fileid,
      name: ticketFiles.originalFilename,
      content_type: ticketFiles.contentType,
      size: ticketFiles.size,
    },
    sql`SELECT f.fileid, f.original_filename AS name, f.content_type, f.size
        FROM ticket_files f JOIN tickets t ON t.ticketid = f.ticketid
        WHERE ${match} AND f.content IS NOT NULL AND ${scopeCondition(scope, "t.companyid")}`,
  )
  if (!row) return yield* fileNotFound("fileid" in key ? key.fileid : JSON.stringify(key.fileName))
  const { fileid, name, content_type: contentType, size } = row
  return { fileid, name, contentType, size } satisfies StoredAttachment
})

/**
 * POST /v1/ticket/attachment/notification: the caller's files on the ticket not yet announced are
 * marked announced and, when the ticket has a contact email, one mail naming them goes to the outbox.
 */
export const notifyAttachments = (ticketid: number, userid: number) =>
  inTransaction(announce(ticketid, userid))

const announce = Effect.fn("announceAttachments")(function* (ticketid: number, userid: number) {
  const announced = yield* queryRows(
    { original_filename: ticketFiles.originalFilename },
    // A row from before migration 0007 still waiting for its bytes would fail the content check on
    // any update, and it cannot be downloaded either: it is not announced.
    sql`UPDATE ticket_files SET notified = now()
        WHERE ticketid = ${ticketid} AND uploadedbyuserid = ${userid} AND notified IS NULL AND content IS NOT NULL
        RETURNING original_filename`,
  )
  if (announced.length === 0) return 0
  const names = announced.map((f) => f.original_filename).join(", ")
  yield* notifyTicketEvent("TICKET_ATTACHMENT_ADDED", ticketid, userid, names)
  const [ticket] = yield* queryRows(
    { contactemail: tickets.contactemail },
    sql`SELECT contactemail FROM tickets WHERE ticketid = ${ticketid}`,
  )
  const to = ticket?.contactemail ?? ""
  // Through the outbox's one door, which refuses a contact address that names several mailboxes;
  // bounded per user, since the contact address is whatever the ticket's creator typed.
  if (to !== "") {
    yield* enforceMailLimit(MAIL_LIMITS.ticketContact, userid)
    yield* enqueueMail({
      kind: "ticket-attachment",
      to,
      subject: `Service Ticket #${ticketid}: new attachment`,
      text: `Files were added to Service Ticket #${ticketid}: ${names}`,
      html: "",
    })
  }
  return announced.length
})

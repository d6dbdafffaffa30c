import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import {
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  refusedExtensionOf,
  refusedExtensionText,
} from "../../core/domain/tickets/attachments.ts"
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from "../../core/schema/errors.ts"
import { AppConfig, Mail } from "../services.ts"
import {
  findAttachment,
  listAttachments,
  notifyAttachments,
  type StoredAttachment,
  saveAttachment,
} from "../tickets/attachment-store.ts"
import { contentStream } from "../tickets/file-contents.ts"
import { sanitizeFileName } from "../tickets/file-names.ts"
import { callerScope } from "./access.ts"
import { fileResponse } from "./file-response.ts"
import { requireTicket } from "./ticket-access.ts"

/** GET /v1/viewall/ticket/:ticketid. */
export const ticketFiles = (ticketid: number) =>
  Effect.gen(function* () {
    yield* requireTicket(ticketid)
    return { files: yield* listAttachments(ticketid) }
  })

/**
 * The sanitised name of an upload that is neither empty nor over the limit, and whose extension
 * (checked on the sanitised name) is not refused: 415 with the reason.
 */
const checkedUpload = (filename: string, bytes: Uint8Array, refused: ReadonlyArray<string>) => {
  const name = sanitizeFileName(filename)
  if (name === undefined)
    return Effect.fail(
      new BadRequest({ message: `"${filename}" is not a usable file name`, field: "filename" }),
    )
  const extension = refusedExtensionOf(name, refused)
  if (extension !== undefined)
    return Effect.fail(new UnsupportedMediaType({ message: refusedExtensionText(name, extension) }))
  if (bytes.length === 0)
    return Effect.fail(new BadRequest({ message: attachmentMessages.empty(name), field: "body" }))
  if (bytes.length > MAX_ATTACHMENT_BYTES)
    return Effect.fail(
      new PayloadTooLarge({ message: attachmentMessages.tooLarge(name), limitBytes: MAX_ATTACHMENT_BYTES }),
    )
  return Effect.succeed(name)
}

/**
 * POST /v1/ticket/:ticketid/attachment?filename= with the raw bytes (at most 10 MB, not empty, and
 * within the company's attachment quota).
 */
export const uploadAttachment = (ticketid: number, filename: string, bytes: Uint8Array) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    const config = yield* AppConfig
    yield* requireTicket(ticketid)
    const name = yield* checkedUpload(filename, bytes, config.refusedExtensions)
    return yield* saveAttachment(
      { ticketid, name, bytes, userid: caller.userID },
      config.attachmentQuotaBytes,
    )
  })

/** POST /v1/ticket/attachment/notification?ticketID=: announces the caller's new files on the ticket. */
export const attachmentNotification = (ticketid: number) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    yield* requireTicket(ticketid)
    const mail = yield* Mail
    yield* notifyAttachments(ticketid, caller.userID)
    mail.wake()
    return { status: "success" }
  })

/** The file's bytes, streamed from its row. */
const serve = (file: StoredAttachment) =>
  Effect.map(contentStream("ticket_files", file.fileid, file.size), (body) =>
    fileResponse({ body, name: file.name, contentType: file.contentType, size: file.size }),
  )

/** POST /v1/download/ {filename}: the bytes of a file of a ticket in scope. */
export const downloadByName = (fileName: string) =>
  Effect.gen(function* () {
    const scope = yield* callerScope
    const file = yield* findAttachment(scope, { fileName })
    return yield* serve(file)
  })

/** GET /documents/:dmsId on the document backend. */
export const documentById = (fileid: string) =>
  Effect.gen(function* () {
    const scope = yield* callerScope
    const file = yield* findAttachment(scope, { fileid })
    return yield* serve(file)
  })

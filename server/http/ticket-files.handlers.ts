import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { AppConfig, Mail } from "../services.ts"
import {
  findAttachment,
  listAttachments,
  notifyAttachments,
  type StoredAttachment,
  saveAttachment,
} from "../tickets/attachment-store.ts"
import { contentStream } from "../tickets/file-contents.ts"
import { checkedUpload } from "../tickets/checked-upload.ts"
import { callerScope } from "./access.ts"
import { fileResponse } from "./file-response.ts"
import { requireTicket } from "./ticket-access.ts"
import { withRetryAfter } from "./too-many-requests.ts"

/** GET /v1/viewall/ticket/:ticketid. */
export const ticketFiles = (ticketid: number) =>
  Effect.gen(function* () {
    yield* requireTicket(ticketid)
    return { files: yield* listAttachments(ticketid) }
  })

/**
 * POST /v1/ticket/:ticketid/attachment?filename= with the raw bytes (at most 10 MB, not empty,
 * within the company's attachment quota and the uploader's hourly allowance: 429 past it).
 */
export const uploadAttachment = (ticketid: number, filename: string, bytes: Uint8Array) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    const config = yield* AppConfig
    yield* requireTicket(ticketid)
    const name = yield* checkedUpload(filename, bytes, config.refusedExtensions)
    return yield* withRetryAfter(
      saveAttachment({ ticketid, name, bytes, userid: caller.userID }, config.attachmentQuotaBytes),
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

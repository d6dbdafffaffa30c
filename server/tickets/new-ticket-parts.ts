import { Effect, Schema, SchemaIssue, Stream } from "effect"
import type { Multipart } from "effect/http"
import {
  MAX_FILES_PER_NEW_TICKET,
  NEW_TICKET_FILE_PART,
  NEW_TICKET_PART,
  newTicketFileMessages,
} from "../../core/domain/tickets/new-ticket-files.ts"
import { MAX_REQUEST_BODY_BYTES } from "../../core/domain/constants.ts"
import { MAX_ATTACHMENT_BYTES } from "../../core/domain/tickets/attachments.ts"
import { BadRequest, PayloadTooLarge } from "../../core/schema/errors.ts"
import { NewTicket } from "../../core/schema/ticket.ts"
import { checkedName, checkedSize, fileTooLarge } from "./checked-upload.ts"

/** A file read from the request, its name sanitised and checked, its bytes within the limit. */
export interface ArrivedFile {
  readonly name: string
  readonly bytes: Uint8Array
}

export interface NewTicketParts {
  readonly ticket: NewTicket
  readonly files: ReadonlyArray<ArrivedFile>
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()
const decodeTicket = Schema.decodeUnknownEffect(Schema.fromJsonString(NewTicket))

/** The ticket's fields from the `ticket` part: 400 naming the first failing field, as JSON bodies get. */
const ticketOf = (json: string) =>
  decodeTicket(json).pipe(
    Effect.mapError((error) => {
      const first = formatIssues(error.issue).issues[0]
      const field = (first?.path ?? []).map((s) => String(typeof s === "object" ? s.key : s)).join(".")
      return new BadRequest({
        message: `Invalid ${NEW_TICKET_PART} field "${field || NEW_TICKET_PART}": ${first?.message ?? "Invalid value"}`,
        field: field || NEW_TICKET_PART,
      })
    }),
  )

/** The multipart parser's own refusals (a part or the body over its bound, a malformed body) as 4xx. */
const partsError = (error: Multipart.MultipartError) => {
  const reason = error.reason._tag
  if (reason === "TooManyParts")
    return new BadRequest({ message: newTicketFileMessages.tooManyParts, field: "body" })
  if (reason === "FieldTooLarge")
    return new PayloadTooLarge({
      message: `The "${NEW_TICKET_PART}" part is larger than ${MAX_REQUEST_BODY_BYTES} bytes`,
      limitBytes: MAX_REQUEST_BODY_BYTES,
    })
  if (reason === "BodyTooLarge" || reason === "FileTooLarge")
    return new PayloadTooLarge({
      message: `The request is too large (${reason})`,
      limitBytes: MAX_ATTACHMENT_BYTES,
    })
  return new BadRequest({ message: "The body is not a readable multipart/form-data body", field: "body" })
}

/** The part's bytes, read no further than one byte past the attachment limit (413 naming the file). */
const bytesOf = (name: string, part: Multipart.File) =>
  Effect.gen(function* () {
    const chunks: Uint8Array[] = []
    let size = 0
    yield* Stream.runForEach(Stream.mapError(part.content, partsError), (chunk) => {
      size += chunk.length
      if (size > MAX_ATTACHMENT_BYTES) return Effect.fail(fileTooLarge(name))
      chunks.push(chunk)
      return Effect.void
    })
    yield* checkedSize(name, size, NEW_TICKET_FILE_PART)
    const bytes = new Uint8Array(size)
    let at = 0
    for (const chunk of chunks) {
      bytes.set(chunk, at)
      at += chunk.length
    }
    return bytes
  })

/**
 * Reads `POST /v1/ticket/withfiles`: the `ticket` part (JSON) first, then each `files` part. A file's
 * name and type are checked before its bytes are read, and its bytes stop being read at the limit,
 * so a refused file fails the call early, with its name, before anything is written.
 */
export const readNewTicketParts = (
  parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>,
  refused: ReadonlyArray<string>,
) =>
  Effect.gen(function* () {
    let ticket: NewTicket | undefined
    const files: ArrivedFile[] = []
    yield* Stream.runForEach(Stream.mapError(parts, partsError), (part) =>
      Effect.gen(function* () {
        // Every part is one this call takes: one dropped unread would be a file lost or a field ignored.
        if (part._tag === "Field") {
          if (part.key === NEW_TICKET_FILE_PART)
            return yield* new BadRequest({ message: newTicketFileMessages.fileWithoutName, field: part.key })
          if (part.key !== NEW_TICKET_PART)
            return yield* new BadRequest({
              message: newTicketFileMessages.unknownPart(part.key),
              field: part.key,
            })
          if (ticket !== undefined)
            return yield* new BadRequest({
              message: newTicketFileMessages.secondTicket,
              field: NEW_TICKET_PART,
            })
          ticket = yield* ticketOf(part.value)
          return
        }
        if (part.key !== NEW_TICKET_FILE_PART)
          return yield* new BadRequest({
            message: newTicketFileMessages.unknownPart(part.key),
            field: part.key,
          })
        if (ticket === undefined)
          return yield* new BadRequest({
            message: newTicketFileMessages.missingTicket,
            field: NEW_TICKET_PART,
          })
        if (files.length === MAX_FILES_PER_NEW_TICKET)
          return yield* new BadRequest({
            message: newTicketFileMessages.tooMany,
            field: NEW_TICKET_FILE_PART,
          })
        const name = yield* checkedName(part.name, refused)
        files.push({ name, bytes: yield* bytesOf(name, part) })
      }),
    )
    if (ticket === undefined)
      return yield* new BadRequest({ message: newTicketFileMessages.missingTicket, field: NEW_TICKET_PART })
    return { ticket, files } satisfies NewTicketParts
  })

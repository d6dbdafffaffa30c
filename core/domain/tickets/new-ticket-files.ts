import { MAX_REQUEST_BODY_BYTES } from "../constants.ts"
import {
  type AttachmentProblem,
  attachmentProblem,
  attachmentProblemText,
  MAX_ATTACHMENT_BYTES,
} from "./attachments.ts"

/**
 * Files sent with a new ticket (issue 28). Each file follows the attachment rules of
 * `attachments.ts` (size, refused types, the company's quota); this module adds only how many may
 * travel with one ticket and the bound of that one request.
 */
export const MAX_FILES_PER_NEW_TICKET = 10

/** The multipart part that carries the ticket's fields as JSON, and the one each file travels in. */
export const NEW_TICKET_PART = "ticket"
export const NEW_TICKET_FILE_PART = "files"

/**
 * The largest body of `POST /v1/ticket/withfiles`: every file at the attachment limit, the
 * ticket's fields at the JSON limit, and room for the multipart headers of each part.
 */
export const NEW_TICKET_FILES_BODY_BYTES =
  MAX_FILES_PER_NEW_TICKET * (MAX_ATTACHMENT_BYTES + 16 * 1024) + MAX_REQUEST_BODY_BYTES

export const newTicketFileMessages = {
  tooMany: `A ticket takes at most ${MAX_FILES_PER_NEW_TICKET} files; attach more on the ticket once it is created.`,
  missingTicket: `The ticket's fields are missing: send them as JSON in the "${NEW_TICKET_PART}" part before the files.`,
  /** A part this call does not take (a misspelt name is not dropped, or a file would be lost). */
  unknownPart: (name: string) =>
    `Unknown part "${name}": this call takes the "${NEW_TICKET_PART}" part, then "${NEW_TICKET_FILE_PART}" parts`,
  secondTicket: `The "${NEW_TICKET_PART}" part came twice: send the ticket's fields once`,
  /** A `files` part sent as a plain field: without a file name it is not a file. */
  fileWithoutName: `A "${NEW_TICKET_FILE_PART}" part must be a file, with a file name`,
  tooManyParts: `The request holds too many parts: a ticket takes its "${NEW_TICKET_PART}" part and at most ${MAX_FILES_PER_NEW_TICKET} files`,
  notCreated: (reason: string) => `The ticket was not created. ${reason}`,
} as const

/** What the form knows of a picked file before sending it. */
export interface PickedFile {
  readonly name: string
  readonly size: number
}

/** The first reason the picked files cannot travel with a ticket. */
export type NewTicketFilesProblem =
  | { readonly kind: "tooMany" }
  | { readonly kind: AttachmentProblem; readonly name: string }

/**
 * Why these files cannot be sent with a new ticket (too many, or the first one that is empty or over
 * the attachment limit), or `undefined` when they can. The server checks the same and more (refused
 * types, quota), since only it knows the configuration and what the company stores.
 */
export const newTicketFilesProblem = (
  files: ReadonlyArray<PickedFile>,
): NewTicketFilesProblem | undefined => {
  if (files.length > MAX_FILES_PER_NEW_TICKET) return { kind: "tooMany" }
  for (const file of files) {
    const problem = attachmentProblem(file)
    if (problem !== undefined) return { kind: problem, name: file.name }
  }
  return undefined
}

/** The sentence for a problem: the attachment's own ('"a.txt" is empty ...') or too many files. */
export const newTicketFilesProblemText = (problem: NewTicketFilesProblem): string =>
  problem.kind === "tooMany"
    ? newTicketFileMessages.tooMany
    : attachmentProblemText(problem.kind, problem.name)

/**
 * The share of each file that has left the machine, when the transport reports one count for the
 * whole request: files are sent one after the other in the order given, so the bytes sent fill the
 * first file, then the next. The form's own fields and the part headers are small and ignored.
 */
export const fileProgressOf = (sizes: ReadonlyArray<number>, loaded: number, total: number): number[] => {
  const all = sizes.reduce((sum, size) => sum + size, 0)
  // The request carries headers and fields beyond the files: scale the count to the files' bytes.
  const sent = total > 0 ? (Math.min(loaded, total) / total) * all : 0
  let before = 0
  return sizes.map((size) => {
    const share = size === 0 ? (sent >= before ? 1 : 0) : Math.min(Math.max((sent - before) / size, 0), 1)
    before += size
    return share
  })
}

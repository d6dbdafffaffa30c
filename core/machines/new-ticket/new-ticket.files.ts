import { fileProgressOf, newTicketFilesProblem } from "../../domain/tickets/new-ticket-files.ts"
import type { NewTicket } from "../../schema/ticket.ts"
import type { NewTicketContext, NewTicketEvent, NewTicketFileEntry } from "./new-ticket.types.ts"

/** The ticket and the files the live actor sends in one `POST /v1/ticket/withfiles`. */
export interface NewTicketWithFilesInput {
  readonly ticket: NewTicket
  readonly files: ReadonlyArray<{ readonly name: string; readonly body: Blob }>
}

type FilesChange = Partial<Pick<NewTicketContext, "files" | "filesProblem">>

/**
 * `files.add`: the picked files join the list unless the list would then break a rule (too many, an
 * empty file, one over 10 MB); then none of them joins and `filesProblem` names why.
 */
export const filesAdded = (context: NewTicketContext, event: NewTicketEvent): FilesChange => {
  if (event.type !== "files.add") return {}
  const added = event.files.map((f): NewTicketFileEntry => ({ ...f, progress: 0 }))
  const files = [...context.files, ...added]
  const problem = newTicketFilesProblem(files)
  return problem === undefined ? { files, filesProblem: null } : { filesProblem: problem }
}

/** `files.remove`: a file leaves the list before sending. */
export const fileRemoved = (context: NewTicketContext, event: NewTicketEvent): FilesChange =>
  event.type === "files.remove"
    ? { files: context.files.filter((f) => f.id !== event.id), filesProblem: null }
    : {}

/** `files.progress` from the host's transport: the request's count spread over the files in order. */
export const filesProgressed = (context: NewTicketContext, event: NewTicketEvent): FilesChange => {
  if (event.type !== "files.progress") return {}
  const shares = fileProgressOf(
    context.files.map((f) => f.size),
    event.loaded,
    event.total,
  )
  return { files: context.files.map((f, i) => ({ ...f, progress: shares[i] ?? 0 })) }
}

/** Back to no progress after a failed send, so a second try starts from zero. */
export const progressCleared = (context: NewTicketContext): FilesChange => ({
  files: context.files.map((f) => ({ ...f, progress: 0 })),
})

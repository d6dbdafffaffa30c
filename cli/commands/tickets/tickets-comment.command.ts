import { waitFor } from "xstate"
import { liveTicketAttachmentsMachine } from "../../../core/machines/ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCommentMachine } from "../../../core/machines/ticket-comment/ticket-comment.actors.ts"
import type {
  AttachmentFile,
  UploadEntry,
} from "../../../core/machines/ticket-attachments/ticket-attachments.types.ts"
import type { TicketActivity } from "../../../core/schema/ticket.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { uploadText } from "../../runtime/failure-messages.ts"
import { startActor } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { readAttachments } from "./attachment-files.ts"
import { parseTicketId } from "./list-options.ts"
import { type SignedIn, withSignedIn } from "./signed-in.ts"

export interface TicketsCommentOptions {
  readonly id: string
  readonly text?: string | undefined
  readonly attach?: ReadonlyArray<string> | undefined
}

/** An upload as the command reports it; `message` says why it was not attached. */
export interface UploadSummary extends Pick<UploadEntry, "name" | "size" | "status"> {
  readonly message: string | undefined
}

export interface TicketsCommentResult {
  readonly ticketid: number
  readonly comment: TicketActivity | null
  readonly uploads: ReadonlyArray<UploadSummary>
}

/** Posts the comment through the comment machine; its validation runs on change, as in the form. */
const postComment = async (deps: CliDeps, ticketId: number, text: string, s: SignedIn) => {
  const machine = startActor(deps, "ticketComment", liveTicketCommentMachine(deps.runtime), { ticketId })
  try {
    let posted: TicketActivity | null = null
    machine.on("comment.posted", (event) => {
      posted = event.activity
    })
    machine.send({ type: "comment.change", value: text })
    const invalid = machine.getSnapshot().context.invalid
    if (invalid !== null) throw usageError(`the comment is not valid: ${invalid}`)
    machine.send({ type: "comment.submit" })
    const done = await waitFor(machine, (snap) => snap.matches("editing"))
    if (posted === null) throw s.failure(`could not comment on ticket #${ticketId}`, done.context.error)
    return posted as TicketActivity
  } finally {
    machine.stop()
  }
}

/** Uploads through the attachments machine: one file at a time, then one notification call. */
const upload = async (deps: CliDeps, ticketId: number, files: ReadonlyArray<AttachmentFile>) => {
  const machine = startActor(deps, "ticketAttachments", liveTicketAttachmentsMachine(deps.runtime), {
    ticketId,
  })
  try {
    machine.subscribe((snap) => {
      const current = snap.context.uploads.find((u) => u.status === "uploading")
      const finished = snap.context.uploads.filter((u) => u.status !== "queued" && u.status !== "uploading")
      if (current)
        deps.progress({ label: `Uploading ${current.name}`, done: finished.length, total: files.length })
    })
    machine.send({ type: "attachment.add", files })
    const done = await waitFor(
      machine,
      (snap) =>
        snap.matches({ upload: "idle" }) &&
        snap.context.uploads.every((u) => u.status !== "queued" && u.status !== "uploading"),
    )
    deps.progress({ label: "Uploaded", done: files.length, total: files.length })
    return done.context.uploads.map((u) => ({
      name: u.name,
      size: u.size,
      status: u.status,
      message: uploadText(u),
    }))
  } finally {
    machine.stop()
  }
}

/** Comments on a ticket and/or attaches files, as the ticket screen does. */
export const run = (options: TicketsCommentOptions, deps: CliDeps): Promise<TicketsCommentResult> => {
  const ticketid = parseTicketId(options.id)
  const paths = options.attach ?? []
  if (options.text === undefined && paths.length === 0)
    throw usageError("give --text <comment>, --attach <file>, or both")
  const files = readAttachments(paths)
  return withSignedIn(deps, async (s) => {
    const comment = options.text === undefined ? null : await postComment(deps, ticketid, options.text, s)
    const uploads = files.length === 0 ? [] : await upload(deps, ticketid, files)
    const failed = uploads.filter((u) => u.status !== "done")
    if (failed.length > 0) {
      const done = comment === null ? "" : "comment posted; "
      throw requestFailed(
        `${done}${failed.length} of ${uploads.length} files not attached: ${failed.map((u) => u.message).join("; ")}`,
      )
    }
    return { ticketid, comment, uploads }
  })
}

export const render = (result: TicketsCommentResult): string => {
  const lines: Array<string> = []
  if (result.comment) lines.push(`Commented on Service Ticket #${result.ticketid}.`)
  for (const u of result.uploads)
    lines.push(`Attached ${u.name} (${u.size} bytes) to Service Ticket #${result.ticketid}.`)
  return lines.join("\n")
}

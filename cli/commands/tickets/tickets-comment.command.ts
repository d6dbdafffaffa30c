import { type Actor, waitFor } from "xstate"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import type {
  AttachmentFile,
  UploadEntry,
} from "../../../core/machines/ticket-attachments/ticket-attachments.types.ts"
import type { TicketActivity } from "../../../core/schema/ticket.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { uploadText } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { readAttachments } from "./attachment-files.ts"
import { parseTicketId } from "./list-options.ts"
import { type SignedIn, withSignedIn } from "../shared/signed-in.ts"

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

type TicketPage = Actor<PortalMachines["ticketPage"]>

/** Posts the comment through the page's comment form; its validation runs on change, as on screen. */
const postComment = async (page: TicketPage, ticketId: number, text: string, s: SignedIn) => {
  const comment = page.getSnapshot().children.comment!
  let posted: TicketActivity | null = null
  const subscription = page.on("comment.posted", (event) => {
    posted = event.activity
  })
  try {
    page.send({ type: "comment.change", value: text })
    const invalid = comment.getSnapshot().context.invalid
    if (invalid !== null) throw usageError(`the comment is not valid: ${invalid}`)
    page.send({ type: "comment.submit" })
    const done = await waitFor(comment, (snap) => snap.matches("editing"))
    if (posted === null) throw s.failure(`could not comment on ticket #${ticketId}`, done.context.error)
    return posted as TicketActivity
  } finally {
    subscription.unsubscribe()
  }
}

/** Uploads through the page's attachments: one file at a time, then one notification call. */
const upload = async (deps: CliDeps, page: TicketPage, files: ReadonlyArray<AttachmentFile>) => {
  const attachments = page.getSnapshot().children.attachments!
  const subscription = attachments.subscribe((snap) => {
    const current = snap.context.uploads.find((u) => u.status === "uploading")
    const finished = snap.context.uploads.filter((u) => u.status !== "queued" && u.status !== "uploading")
    if (current)
      deps.progress({ label: `Uploading ${current.name}`, done: finished.length, total: files.length })
  })
  try {
    page.send({ type: "attachment.add", files })
    const done = await waitFor(
      attachments,
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
    subscription.unsubscribe()
  }
}

/**
 * Comments on a ticket and/or attaches files through the ticket page, as the ticket screen does
 * (the page also loads the ticket, and its file list again after an upload, as on screen).
 */
export const run = (options: TicketsCommentOptions, deps: CliDeps): Promise<TicketsCommentResult> => {
  const ticketid = parseTicketId(options.id)
  const paths = options.attach ?? []
  if (options.text === undefined && paths.length === 0)
    throw usageError("give --text <comment>, --attach <file>, or both")
  const files = readAttachments(paths)
  return withSignedIn(deps, async (s) => {
    const page = startMachine(deps, "ticketPage", { ticketId: ticketid })
    try {
      return await commentAndAttach(deps, page, s, { ticketid, text: options.text, files })
    } finally {
      page.stop()
    }
  })
}

interface Changes {
  readonly ticketid: number
  readonly text: string | undefined
  readonly files: ReadonlyArray<AttachmentFile>
}

const commentAndAttach = async (
  deps: CliDeps,
  page: TicketPage,
  s: SignedIn,
  { ticketid, text, files }: Changes,
): Promise<TicketsCommentResult> => {
  const comment = text === undefined ? null : await postComment(page, ticketid, text, s)
  const uploads = files.length === 0 ? [] : await upload(deps, page, files)
  const failed = uploads.filter((u) => u.status !== "done")
  if (failed.length > 0) {
    const done = comment === null ? "" : "comment posted; "
    throw requestFailed(
      `${done}${failed.length} of ${uploads.length} files not attached: ${failed.map((u) => u.message).join("; ")}`,
    )
  }
  return { ticketid, comment, uploads }
}

export const render = (result: TicketsCommentResult): string => {
  const lines: Array<string> = []
  if (result.comment) lines.push(`Commented on Service Ticket #${result.ticketid}.`)
  for (const u of result.uploads)
    lines.push(`Attached ${u.name} (${u.size} bytes) to Service Ticket #${result.ticketid}.`)
  return lines.join("\n")
}

import { assign, setup } from "xstate"
import { attachmentProblem } from "../../domain/tickets/attachments.ts"
import type { TicketFile } from "../../schema/document.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  AttachmentFile,
  DownloadFailure,
  NotifyFailure,
  TicketAttachmentsContext,
  TicketAttachmentsEmitted,
  TicketAttachmentsEvent,
  UploadEntry,
  UploadFailure,
  UploadFileInput,
} from "./ticket-attachments.types.ts"

/** The uploads with entry `id` changed. */
export const patch = (uploads: ReadonlyArray<UploadEntry>, id: string, change: Partial<UploadEntry>) =>
  uploads.map((u) => (u.id === id ? { ...u, ...change } : u))

const entryOf = (file: AttachmentFile): UploadEntry => {
  const problem = attachmentProblem(file)
  return problem === undefined
    ? { id: file.id, name: file.name, size: file.size, status: "queued", progress: 0 }
    : { id: file.id, name: file.name, size: file.size, status: "rejected", progress: 0, problem }
}

export const uploadFile = providedByRuntime<TicketFile, UploadFileInput, UploadFailure>("uploadFile")
export const downloadFile = providedByRuntime<Uint8Array, { readonly file: TicketFile }, DownloadFailure>(
  "downloadFile",
)

/** The attachments machine's actors, guards and actions; its regions are built on it. */
export const attachmentsSetup = setup({
  types: {} as {
    context: TicketAttachmentsContext
    events: TicketAttachmentsEvent
    input: { readonly ticketId: number }
    emitted: TicketAttachmentsEmitted
  },
  actors: {
    uploadFile,
    notifyAttachments: providedByRuntime<
      { readonly status: string },
      { readonly ticketId: number },
      NotifyFailure
    >("notifyAttachments"),
    downloadFile,
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    hasUploadedInBatch: ({ context }) => context.uploadedInBatch > 0,
  },
  actions: {
    queueFiles: assign(({ context }, params: { files: ReadonlyArray<AttachmentFile> }) => ({
      uploads: [...context.uploads, ...params.files.map(entryOf)],
      pending: [...context.pending, ...params.files.filter((f) => attachmentProblem(f) === undefined)],
    })),
    finishFirst: assign(({ context }, params: Partial<UploadEntry>) => {
      const [first, ...rest] = context.pending
      if (!first) return {}
      return {
        pending: rest,
        uploads: patch(context.uploads, first.id, params),
        uploadedInBatch: context.uploadedInBatch + (params.status === "done" ? 1 : 0),
      }
    }),
  },
})

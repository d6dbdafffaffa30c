import { assign, emit, enqueueActions, setup } from "xstate"
import { attachmentProblem } from "../../domain/tickets/attachments.ts"
import type { TicketFile } from "../../schema/document.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
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

export type * from "./ticket-attachments.types.ts"

const patch = (uploads: ReadonlyArray<UploadEntry>, id: string, change: Partial<UploadEntry>) =>
  uploads.map((u) => (u.id === id ? { ...u, ...change } : u))

const entryOf = (file: AttachmentFile): UploadEntry => {
  const problem = attachmentProblem(file)
  return problem === undefined
    ? { id: file.id, name: file.name, size: file.size, status: "queued", progress: 0 }
    : { id: file.id, name: file.name, size: file.size, status: "rejected", progress: 0, problem }
}

const uploadFile = providedByRuntime<TicketFile, UploadFileInput, UploadFailure>("uploadFile")
const downloadFile = providedByRuntime<Uint8Array, { readonly file: TicketFile }, DownloadFailure>(
  "downloadFile",
)

/** Uploads picked files one by one (empty and over-10-MiB files are rejected first) and downloads files. */
export const ticketAttachmentsMachine = setup({
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
}).createMachine({
  id: "ticketAttachments",
  context: ({ input }) => ({
    ticketId: input.ticketId,
    uploads: [],
    pending: [],
    uploadedInBatch: 0,
    downloading: null,
    downloadError: null,
  }),
  type: "parallel",
  on: {
    "attachment.add": { actions: { type: "queueFiles", params: ({ event }) => ({ files: event.files }) } },
    "attachment.progress": {
      actions: assign({
        uploads: ({ context, event }) =>
          patch(context.uploads, event.id, {
            progress: event.total > 0 ? Math.min(event.loaded / event.total, 1) : 0,
          }),
      }),
    },
    "attachment.dismiss": {
      actions: assign({
        uploads: ({ context, event }) =>
          context.uploads.filter(
            (u) => u.id !== event.id || u.status === "queued" || u.status === "uploading",
          ),
      }),
    },
  },
  states: {
    upload: {
      initial: "idle",
      states: {
        idle: { always: { guard: "hasPending", target: "uploading" } },
        uploading: {
          entry: assign(({ context }) => ({
            uploads: context.pending[0]
              ? patch(context.uploads, context.pending[0].id, { status: "uploading" })
              : context.uploads,
          })),
          invoke: {
            src: "uploadFile",
            input: ({ context }) => ({ ticketId: context.ticketId, file: context.pending[0]! }),
            onDone: {
              target: "next",
              actions: [
                {
                  type: "finishFirst",
                  params: ({ event }) => ({ status: "done" as const, progress: 1, file: event.output }),
                },
                emit(({ event }) => ({ type: "attachment.uploaded" as const, file: event.output })),
              ],
            },
            onError: {
              target: "next",
              actions: {
                type: "finishFirst",
                params: ({ event }) => ({ status: "failed" as const, error: failureOf(uploadFile, event) }),
              },
            },
          },
        },
        next: {
          always: [
            { guard: "hasPending", target: "uploading" },
            { guard: "hasUploadedInBatch", target: "notifying" },
            { target: "idle" },
          ],
        },
        /** POST /v1/ticket/attachment/notification once per batch; its failure does not undo the uploads. */
        notifying: {
          invoke: {
            src: "notifyAttachments",
            input: ({ context }) => ({ ticketId: context.ticketId }),
            onDone: { target: "idle" },
            onError: { target: "idle" },
          },
          exit: [
            assign({ uploadedInBatch: 0 }),
            enqueueActions(({ enqueue, self }) => announce(enqueue, self, { type: "attachments.changed" })),
          ],
        },
      },
    },
    download: {
      initial: "idle",
      states: {
        idle: { entry: assign({ downloading: null }) },
        downloading: {
          invoke: {
            src: "downloadFile",
            input: ({ context }) => ({ file: context.downloading! }),
            onDone: {
              target: "idle",
              actions: enqueueActions(({ context, enqueue, event, self }) =>
                announce(enqueue, self, {
                  type: "attachment.downloaded",
                  file: context.downloading!,
                  data: event.output,
                }),
              ),
            },
            onError: {
              target: "idle",
              actions: assign({ downloadError: ({ event }) => failureOf(downloadFile, event) }),
            },
          },
        },
      },
      on: {
        "attachment.download": {
          target: ".downloading",
          reenter: true,
          actions: assign({ downloading: ({ event }) => event.file, downloadError: null }),
        },
        "attachment.downloadDismiss": { actions: assign({ downloadError: null }) },
      },
    },
  },
})

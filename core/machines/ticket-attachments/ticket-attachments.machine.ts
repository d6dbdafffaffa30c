import { assign, emit, enqueueActions } from "xstate"
import { announce } from "../shared/announce.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { downloadRegion } from "./ticket-attachments-download.states.ts"
import { attachmentsSetup, patch, uploadFile } from "./ticket-attachments.setup.ts"

export type * from "./ticket-attachments.types.ts"

/** Uploads picked files one by one (empty and over-10-MiB files are rejected first) and downloads files. */
export const ticketAttachmentsMachine = attachmentsSetup.createMachine({
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
    download: downloadRegion,
  },
})

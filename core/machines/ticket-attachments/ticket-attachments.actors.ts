import { Effect } from "effect"
import { downloadRouteOf } from "../../domain/tickets/attachments.ts"
import type { TicketFile } from "../../schema/document.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { ticketAttachmentsMachine } from "./ticket-attachments.machine.ts"
import type { UploadFileInput } from "./ticket-attachments.types.ts"

/** The picked file's bytes; reading a Blob cannot fail for an in-memory or on-disk file the host handed over. */
const bytesOf = (body: Blob) =>
  Effect.promise(() => body.arrayBuffer()).pipe(Effect.map((b) => new Uint8Array(b)))

/** GET documents/:dmsId on the document backend, or POST /v1/download/ {filename}. */
const download = (file: TicketFile) => {
  const route = downloadRouteOf(file)
  return route.via === "documents"
    ? withClient((client) => client.documents.document({ params: { dmsId: route.dmsId } }))
    : withClient((client) => client.tickets.download({ payload: { filename: route.filename } }))
}

/**
 * Live attachment actors: the upload (`POST /v1/ticket/:ticketid/attachment?filename=` with the raw
 * bytes) followed once per batch by `POST /v1/ticket/attachment/notification?ticketID=`; downloads
 * by source.
 */
export const makeTicketAttachmentsActors = (runtime: PortalRuntime) => ({
  uploadFile: effectActor(runtime, (input: UploadFileInput) =>
    bytesOf(input.file.body).pipe(
      Effect.flatMap((payload) =>
        withClient((client) =>
          client.tickets.upload({
            params: { ticketid: input.ticketId },
            query: { filename: input.file.name },
            payload,
          }),
        ),
      ),
    ),
  ),
  notifyAttachments: effectActor(runtime, (input: { readonly ticketId: number }) =>
    withClient((client) => client.tickets.attachmentNotification({ query: { ticketID: input.ticketId } })),
  ),
  downloadFile: effectActor(runtime, (input: { readonly file: TicketFile }) => download(input.file)),
})

/** The attachments machine wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketAttachmentsMachine = (runtime: PortalRuntime) =>
  ticketAttachmentsMachine.provide({ actors: makeTicketAttachmentsActors(runtime) })

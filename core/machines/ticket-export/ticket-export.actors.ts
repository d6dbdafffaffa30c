import { Effect } from "effect"
import { exportFileId } from "../../domain/tickets/export.ts"
import { NotFound } from "../../schema/errors.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type RequestExportInput, ticketExportMachine } from "./ticket-export.machine.ts"

/** GET on the export's download URL (`/v1/excel/files/:fileId`) through the typed client. */
const fetchFile = (url: string) => {
  const fileId = exportFileId(url)
  return fileId === undefined
    ? Effect.fail(new NotFound({ message: `Unexpected export download URL: ${url}` }))
    : withClient((client) => client.tickets.exportFile({ params: { fileId } }))
}

/** Live export actors: GET /v1/excel/tickets for the URL, then the spreadsheet's bytes. */
export const makeTicketExportActors = (runtime: PortalRuntime) => ({
  requestExport: effectActor(runtime, (input: RequestExportInput) =>
    withClient((client) => client.tickets.export({ query: input.query })),
  ),
  fetchExport: effectActor(runtime, (input: { readonly url: string }) => fetchFile(input.url)),
})

/** The export machine wired to the runtime; listen for `export.ready` to save the bytes. */
export const liveTicketExportMachine = (runtime: PortalRuntime) =>
  ticketExportMachine.provide({ actors: makeTicketExportActors(runtime) })

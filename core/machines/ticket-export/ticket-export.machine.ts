import { assign, enqueueActions, setup } from "xstate"
import type { TicketListParams } from "../../domain/tickets/list-url.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { ExcelExport } from "../../schema/ticket.ts"
import { buildTicketExportQuery, type TicketExportQuery } from "../../schema/ticket-list-query.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Failures of GET /v1/excel/tickets and of the file download. */
export type TicketExportFailure =
  | EndpointFailure<"tickets", "export">
  | EndpointFailure<"tickets", "exportFile">

export interface TicketExportContext {
  /** Download URL of the last export. */
  readonly url: string | null
  /** Why the last export failed; faces map it to text. */
  readonly error: TicketExportFailure | null
}

export type TicketExportEvent =
  | {
      readonly type: "export.start"
      /** The list's current parameters: its filters, status, search and sort (no paging). */
      readonly params: TicketListParams
      /** The browser's (or CLI user's) IANA zone, in which the sheet shows dates. */
      readonly timeZone: string
    }
  | { readonly type: "export.dismiss" }

/** Announced with the spreadsheet's bytes; the host saves them (browser download, CLI file). */
export type TicketExportEmitted = {
  readonly type: "export.ready"
  readonly url: string
  readonly data: Uint8Array
}

/** Input of `requestExport` (GET /v1/excel/tickets). */
export interface RequestExportInput {
  readonly query: TicketExportQuery
}

const requestExport = providedByRuntime<ExcelExport, RequestExportInput, TicketExportFailure>("requestExport")
const fetchExport = providedByRuntime<Uint8Array, { readonly url: string }, TicketExportFailure>(
  "fetchExport",
)

/**
 * Spreadsheet export of the ticket list: ask for a download URL built from the filters and time zone
 * (no paging), then fetch the file. States are the steps a progress display shows.
 */
export const ticketExportMachine = setup({
  types: {} as { context: TicketExportContext; events: TicketExportEvent; emitted: TicketExportEmitted },
  actors: {
    requestExport,
    fetchExport,
  },
}).createMachine({
  id: "ticketExport",
  context: { url: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "export.start": { target: "requesting", actions: assign({ error: null, url: null }) },
        "export.dismiss": { actions: assign({ error: null }) },
      },
    },
    requesting: {
      invoke: {
        src: "requestExport",
        input: ({ event }) => {
          if (event.type !== "export.start") throw new Error("requesting is entered by export.start")
          return { query: buildTicketExportQuery(event.params, event.timeZone) }
        },
        onDone: { target: "downloading", actions: assign({ url: ({ event }) => event.output.url }) },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureOf(requestExport, event) }),
        },
      },
    },
    downloading: {
      invoke: {
        src: "fetchExport",
        input: ({ context }) => ({ url: context.url ?? "" }),
        onDone: {
          target: "idle",
          actions: enqueueActions(({ context, enqueue, event, self }) =>
            announce(enqueue, self, { type: "export.ready", url: context.url ?? "", data: event.output }),
          ),
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => failureOf(fetchExport, event) }) },
      },
    },
  },
})

import { assign, emit, fromPromise, setup } from "xstate"
import type { TicketListParams } from "../../domain/tickets/list-url.ts"
import type { ExcelExport } from "../../schema/ticket.ts"
import { buildTicketExportQuery, type TicketExportQuery } from "../../schema/ticket-list-query.ts"

export interface TicketExportContext {
  /** Download URL of the last export. */
  readonly url: string | null
  /** Failure of the last export as the actor gave it. */
  readonly error: unknown
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

/** Emitted with the spreadsheet's bytes; the host saves them (browser download, CLI file). */
export type TicketExportEmitted = {
  readonly type: "export.ready"
  readonly url: string
  readonly data: Uint8Array
}

/** Input of `requestExport` (GET /v1/excel/tickets). */
export interface RequestExportInput {
  readonly query: TicketExportQuery
}

const placeholder = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`${name} is provided by the runtime`)
  })

/**
 * Spreadsheet export of the ticket list: ask for a download URL built from the filters and time zone
 * (no paging), then fetch the file. States are the steps a progress display shows.
 */
export const ticketExportMachine = setup({
  types: {} as { context: TicketExportContext; events: TicketExportEvent; emitted: TicketExportEmitted },
  actors: {
    requestExport: placeholder<ExcelExport, RequestExportInput>("requestExport"),
    fetchExport: placeholder<Uint8Array, { readonly url: string }>("fetchExport"),
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
        onError: { target: "idle", actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    downloading: {
      invoke: {
        src: "fetchExport",
        input: ({ context }) => ({ url: context.url ?? "" }),
        onDone: {
          target: "idle",
          actions: emit(({ context, event }) => ({
            type: "export.ready" as const,
            url: context.url ?? "",
            data: event.output,
          })),
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
})

import { type AnyActorRef, assign, emit, forwardTo, sendTo, setup } from "xstate"
import type { LiveTicketChanged, LiveTicketsReset } from "../live-updates/live-updates.types.ts"
import type { TicketListParams } from "../../domain/tickets/list-url.ts"
import { type TicketExportEmitted, ticketExportMachine } from "../ticket-export/ticket-export.machine.ts"
import { paramsOf } from "../ticket-list/ticket-list.events.ts"
import {
  type TicketListEmitted,
  type TicketListEvent,
  type TicketListInput,
  ticketListMachine,
} from "../ticket-list/ticket-list.machine.ts"
import { ticketOptionsMachine } from "../ticket-options/ticket-options.machine.ts"

/**
 * What the screen sends (every list event, the export button, the export error's dismissal) and
 * what the children announce (the list's agreements filter, the export's bytes).
 */
export type TicketListPageEvent =
  | TicketListEvent
  | { readonly type: "export.request"; readonly timeZone: string }
  | { readonly type: "export.dismiss" }
  | TicketListEmitted
  | TicketExportEmitted
  | LiveTicketChanged
  | LiveTicketsReset

/** For the host: the spreadsheet's bytes to save. */
export type TicketListPageEmitted = TicketExportEmitted

export interface TicketListPageContext {
  /** The list's starting parameters (from the URL), handed to the list child. */
  readonly params: Partial<TicketListParams>
  /**
   * Tickets that changed since the list last asked (live updates, issue 29), each once: the screen
   * says how many with a Refresh button, and never reorders the rows by itself.
   */
  readonly changed: ReadonlyArray<number>
  /** A reset said more may have changed than the tickets counted. */
  readonly stale: boolean
}

/** The list child's current parameters: what an export takes (its filters, status, search and sort). */
const listParams = (self: AnyActorRef): TicketListParams => {
  const list = (self.getSnapshot() as { children: { list: AnyActorRef } }).children.list
  return paramsOf((list.getSnapshot() as { context: TicketListParams }).context)
}

/**
 * The Service Tickets page: the list, the filter choices and the export as children, and the
 * wiring between them. The list's agreements filter becomes the choices' scope (whose locations
 * the Locations filter offers); an export takes the list's current filters; the sheet goes to the
 * host. Hosts send every event here and read the children's snapshots. Tickets changed live (the
 * shell tells the page) are counted until the list asks again.
 */
export const ticketListPageMachine = setup({
  types: {} as {
    context: TicketListPageContext
    events: TicketListPageEvent
    input: TicketListInput | undefined
    emitted: TicketListPageEmitted
    children: { list: "ticketList"; options: "ticketOptions"; export: "ticketExport" }
  },
  actors: {
    ticketList: ticketListMachine,
    ticketOptions: ticketOptionsMachine,
    ticketExport: ticketExportMachine,
  },
  actions: {
    // The list asks again (a refresh, another page, sort or filter): what changed shows in it.
    forgetChanges: assign({ changed: [], stale: false }),
    noteChange: assign({
      changed: ({ context, event }) =>
        event.type !== "live.ticketChanged" || context.changed.includes(event.ticketid)
          ? context.changed
          : [...context.changed, event.ticketid],
    }),
  },
}).createMachine({
  id: "ticketListPage",
  context: ({ input }) => ({ params: input?.params ?? {}, changed: [], stale: false }),
  invoke: [
    { id: "list", src: "ticketList", input: ({ context }) => ({ params: context.params }) },
    { id: "options", src: "ticketOptions" },
    { id: "export", src: "ticketExport" },
  ],
  on: {
    "list.urlChange": { actions: ["forgetChanges", forwardTo("list")] },
    "list.load": { actions: forwardTo("list") },
    "list.refresh": { actions: ["forgetChanges", forwardTo("list")] },
    "list.pageNext": { actions: ["forgetChanges", forwardTo("list")] },
    "list.pagePrev": { actions: ["forgetChanges", forwardTo("list")] },
    "list.pageSet": { actions: ["forgetChanges", forwardTo("list")] },
    "list.pageSizeChange": { actions: ["forgetChanges", forwardTo("list")] },
    "list.sortChange": { actions: ["forgetChanges", forwardTo("list")] },
    "list.statusChange": { actions: ["forgetChanges", forwardTo("list")] },
    "list.searchChange": { actions: ["forgetChanges", forwardTo("list")] },
    "list.filterChange": { actions: ["forgetChanges", forwardTo("list")] },
    "export.request": {
      actions: sendTo("export", ({ event, self }) => ({
        type: "export.start" as const,
        params: listParams(self),
        timeZone: event.timeZone,
      })),
    },
    "export.dismiss": { actions: forwardTo("export") },
    "list.agreementsChanged": {
      actions: sendTo("options", ({ event }) => ({
        type: "options.scopeChange" as const,
        agreementids: event.agreementids,
      })),
    },
    "export.ready": { actions: emit(({ event }) => event) },
    "live.ticketChanged": { actions: "noteChange" },
    "live.ticketsReset": { actions: assign({ stale: true }) },
  },
})

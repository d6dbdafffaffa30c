import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveTicketExportMachine } from "../ticket-export/ticket-export.actors.ts"
import { liveTicketListMachine } from "../ticket-list/ticket-list.actors.ts"
import { liveTicketOptionsMachine } from "../ticket-options/ticket-options.actors.ts"
import { ticketListPageMachine } from "./ticket-list-page.machine.ts"

/** The Service Tickets page with its children wired to the runtime. Start it with `{ input: { params } }`. */
export const liveTicketListPageMachine = (runtime: PortalRuntime) =>
  ticketListPageMachine.provide({
    actors: {
      ticketList: liveTicketListMachine(runtime),
      ticketOptions: liveTicketOptionsMachine(runtime),
      ticketExport: liveTicketExportMachine(runtime),
    },
  })

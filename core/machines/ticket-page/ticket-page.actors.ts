import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveTicketAttachmentsMachine } from "../ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCloseMachine } from "../ticket-close/ticket-close.actors.ts"
import { liveTicketCustomerCloseMachine } from "../ticket-customer-close/ticket-customer-close.actors.ts"
import { liveTicketCommentMachine } from "../ticket-comment/ticket-comment.actors.ts"
import { liveTicketDetailMachine } from "../ticket-detail/ticket-detail.actors.ts"
import { liveTicketRatingMachine } from "../ticket-rating/ticket-rating.actors.ts"
import { liveTicketWatchersMachine } from "../ticket-watchers/ticket-watchers.actors.ts"
import { ticketPageMachine } from "./ticket-page.machine.ts"

/** The ticket page with its children wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketPageMachine = (runtime: PortalRuntime) =>
  ticketPageMachine.provide({
    actors: {
      ticketDetail: liveTicketDetailMachine(runtime),
      ticketComment: liveTicketCommentMachine(runtime),
      ticketAttachments: liveTicketAttachmentsMachine(runtime),
      ticketClose: liveTicketCloseMachine(runtime),
      ticketCustomerClose: liveTicketCustomerCloseMachine(runtime),
      ticketWatchers: liveTicketWatchersMachine(runtime),
      ticketRating: liveTicketRatingMachine(runtime),
    },
  })

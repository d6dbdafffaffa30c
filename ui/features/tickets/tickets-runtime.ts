import { liveNewTicketMachine } from "../../../core/machines/new-ticket/new-ticket.actors.ts"
import { liveTicketAttachmentsMachine } from "../../../core/machines/ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCommentMachine } from "../../../core/machines/ticket-comment/ticket-comment.actors.ts"
import { liveTicketDetailMachine } from "../../../core/machines/ticket-detail/ticket-detail.actors.ts"
import { liveTicketOptionsMachine } from "../../../core/machines/ticket-options/ticket-options.actors.ts"
import { liveTicketExportMachine } from "../../../core/machines/ticket-export/ticket-export.actors.ts"
import { liveTicketListMachine } from "../../../core/machines/ticket-list/ticket-list.actors.ts"
import { runtime } from "../../app/live-runtime.ts"

/** The ticket screens' machines wired to the shared runtime; this chunk loads with the ticket screens only. */
export const liveTicketMachines = {
  list: liveTicketListMachine(runtime),
  export: liveTicketExportMachine(runtime),
  options: liveTicketOptionsMachine(runtime),
  detail: liveTicketDetailMachine(runtime),
  comment: liveTicketCommentMachine(runtime),
  attachments: liveTicketAttachmentsMachine(runtime),
  newTicket: liveNewTicketMachine(runtime),
}

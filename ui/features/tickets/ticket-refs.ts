import type { ActorRefFrom } from "xstate"
import type { ticketOptionsMachine } from "../../../core/machines/ticket-options/ticket-options.machine.ts"
import type { newTicketMachine } from "../../../core/machines/new-ticket/new-ticket.machine.ts"
import type { ticketAttachmentsMachine } from "../../../core/machines/ticket-attachments/ticket-attachments.machine.ts"
import type { ticketCommentMachine } from "../../../core/machines/ticket-comment/ticket-comment.machine.ts"
import type { ticketDetailMachine } from "../../../core/machines/ticket-detail/ticket-detail.machine.ts"
import type { ticketExportMachine } from "../../../core/machines/ticket-export/ticket-export.machine.ts"
import type { ticketListMachine } from "../../../core/machines/ticket-list/ticket-list.machine.ts"

export type TicketListRef = ActorRefFrom<typeof ticketListMachine>
export type TicketExportRef = ActorRefFrom<typeof ticketExportMachine>
export type TicketDetailRef = ActorRefFrom<typeof ticketDetailMachine>
export type TicketCommentRef = ActorRefFrom<typeof ticketCommentMachine>
export type TicketAttachmentsRef = ActorRefFrom<typeof ticketAttachmentsMachine>
export type NewTicketRef = ActorRefFrom<typeof newTicketMachine>
export type TicketOptionsRef = ActorRefFrom<typeof ticketOptionsMachine>

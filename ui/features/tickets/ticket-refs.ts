import type { ActorRefFrom } from "xstate"
import type { newTicketMachine } from "../../../core/machines/new-ticket/new-ticket.machine.ts"
import type { newTicketPageMachine } from "../../../core/machines/new-ticket-page/new-ticket-page.machine.ts"
import type { ticketAttachmentsMachine } from "../../../core/machines/ticket-attachments/ticket-attachments.machine.ts"
import type { ticketCloseMachine } from "../../../core/machines/ticket-close/ticket-close.machine.ts"
import type { ticketCustomerCloseMachine } from "../../../core/machines/ticket-customer-close/ticket-customer-close.machine.ts"
import type { ticketCommentMachine } from "../../../core/machines/ticket-comment/ticket-comment.machine.ts"
import type { ticketDetailMachine } from "../../../core/machines/ticket-detail/ticket-detail.machine.ts"
import type { ticketExportMachine } from "../../../core/machines/ticket-export/ticket-export.machine.ts"
import type { ticketListMachine } from "../../../core/machines/ticket-list/ticket-list.machine.ts"
import type { ticketListPageMachine } from "../../../core/machines/ticket-list-page/ticket-list-page.machine.ts"
import type { ticketOptionsMachine } from "../../../core/machines/ticket-options/ticket-options.machine.ts"
import type { ticketPageMachine } from "../../../core/machines/ticket-page/ticket-page.machine.ts"
import type { ticketRatingMachine } from "../../../core/machines/ticket-rating/ticket-rating.machine.ts"
import type { ticketWatchersMachine } from "../../../core/machines/ticket-watchers/ticket-watchers.machine.ts"

/** The page machines screens send to. */
export type TicketListPageRef = ActorRefFrom<typeof ticketListPageMachine>
export type TicketPageRef = ActorRefFrom<typeof ticketPageMachine>
export type NewTicketPageRef = ActorRefFrom<typeof newTicketPageMachine>

/** Their children, whose snapshots components read. */
export type TicketListRef = ActorRefFrom<typeof ticketListMachine>
export type TicketExportRef = ActorRefFrom<typeof ticketExportMachine>
export type TicketDetailRef = ActorRefFrom<typeof ticketDetailMachine>
export type TicketCommentRef = ActorRefFrom<typeof ticketCommentMachine>
export type TicketCloseRef = ActorRefFrom<typeof ticketCloseMachine>
export type TicketCustomerCloseRef = ActorRefFrom<typeof ticketCustomerCloseMachine>
export type TicketAttachmentsRef = ActorRefFrom<typeof ticketAttachmentsMachine>
export type TicketWatchersRef = ActorRefFrom<typeof ticketWatchersMachine>
export type TicketRatingRef = ActorRefFrom<typeof ticketRatingMachine>
export type NewTicketRef = ActorRefFrom<typeof newTicketMachine>
export type TicketOptionsRef = ActorRefFrom<typeof ticketOptionsMachine>

// A page's children are made with it and live as long as it does: their refs never change.
const child = <T>(ref: T | undefined, id: string): T => {
  if (ref === undefined) throw new Error(`the page has no '${id}' child`)
  return ref
}

export const listPageChildren = (page: TicketListPageRef) => {
  const { list, options, export: exporter } = page.getSnapshot().children
  return {
    list: child(list, "list"),
    options: child(options, "options"),
    exporter: child(exporter, "export"),
  }
}

export const ticketPageChildren = (page: TicketPageRef) => {
  const { detail, comment, attachments, close, customerClose } = page.getSnapshot().children
  return {
    detail: child(detail, "detail"),
    comment: child(comment, "comment"),
    attachments: child(attachments, "attachments"),
    close: child(close, "close"),
    customerClose: child(customerClose, "customerClose"),
  }
}

export const newTicketPageChildren = (page: NewTicketPageRef) => {
  const { form, options } = page.getSnapshot().children
  return { form: child(form, "form"), options: child(options, "options") }
}

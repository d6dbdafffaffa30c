import type { CloseReason } from "../../domain/tickets/customer-close.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CustomerCloseTicket, ReopenTicket, TicketDetail } from "../../schema/ticket.ts"

/** Failures of POST /v1/ticket/:ticketid/customerclose and /reopen (400, 403, 404, 409). */
export type CustomerCloseFailure =
  | EndpointFailure<"tickets", "customerClose">
  | EndpointFailure<"tickets", "reopen">

export interface TicketCustomerCloseContext {
  readonly ticketId: number
  /** The chosen reason; null until one is picked. */
  readonly reason: CloseReason | null
  /** The reason's details (required for 'other'). */
  readonly text: string
  /** The reopen comment. */
  readonly comment: string
  /** The rule's message ('Choose a reason', 'Comment is required', ...), or null. */
  readonly invalid: string | null
  /** Why the call failed; faces map it to text. */
  readonly error: CustomerCloseFailure | null
}

export type TicketCustomerCloseEvent =
  | { readonly type: "customerClose.open" }
  | { readonly type: "customerClose.reason"; readonly reason: CloseReason }
  | { readonly type: "customerClose.text"; readonly value: string }
  | { readonly type: "customerClose.submit" }
  | { readonly type: "customerClose.cancel" }
  | { readonly type: "reopen.open" }
  | { readonly type: "reopen.input"; readonly value: string }
  | { readonly type: "reopen.blur" }
  | { readonly type: "reopen.submit" }
  | { readonly type: "reopen.cancel" }

/** Announced after the server closed or reopened the ticket: the page reloads it, the menu recounts. */
export type TicketCustomerCloseEmitted =
  | { readonly type: "ticket.closed"; readonly ticket: TicketDetail }
  | { readonly type: "ticket.reopened"; readonly ticket: TicketDetail }

export interface CustomerCloseInput {
  readonly ticketid: number
  readonly payload: CustomerCloseTicket
}

export interface ReopenInput {
  readonly ticketid: number
  readonly payload: ReopenTicket
}

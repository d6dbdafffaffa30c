import { isInternalStaff } from "../roles.ts"
import { OPEN_STATUS, type TicketStatusCode } from "./status.ts"

/**
 * Closing a ticket (issue 14): provider staff (developer, system admin) close an open ticket with a
 * solution; it becomes C (closed) with its completed date set, and TICKET_CLOSED reaches the
 * ticket's subscribers. Customers and sales reps never close a ticket. One rule for the detail's
 * 'Close ticket' action, the server and the CLI.
 */
export const CLOSED_ON_CLOSE = "C" satisfies TicketStatusCode

/** Who may close tickets at all. */
export const canCloseTickets = (roleid: number | null | undefined): boolean => isInternalStaff(roleid)

/** Why a ticket in this status cannot be closed, or undefined when it can (open tickets only). */
export const closeRefusal = (ticketid: number, status: TicketStatusCode): string | undefined => {
  if (status === OPEN_STATUS) return undefined
  if (status === "C") return `Service Ticket #${ticketid} is already closed`
  if (status === "P") return `Service Ticket #${ticketid} is pending and cannot be closed`
  return `Service Ticket #${ticketid} was canceled and cannot be closed`
}

/** Whether the detail offers 'Close ticket' to this caller for this ticket. */
export const mayCloseTicket = (roleid: number | null | undefined, status: TicketStatusCode): boolean =>
  canCloseTickets(roleid) && status === OPEN_STATUS

import { ROLES } from "../roles.ts"
import { OPEN_STATUS, type TicketStatusCode } from "./status.ts"

/**
 * Closing and reopening by the customer (issue 28): the ticket's creator or contact (the contact by
 * email address), or an admin of the ticket's company, closes an open ticket with a reason and
 * reopens a closed one with a comment while the reopen period runs (`PORTAL_REOPEN_DAYS`, default
 * 14 days from the completed date). The company scope itself is the server's (a ticket out of scope
 * answers 404 before these rules are asked). One rule for the detail, the server and the CLI.
 */
export const CLOSE_REASONS = ["resolved", "notNeeded", "other"] as const
export type CloseReason = (typeof CLOSE_REASONS)[number]

/** What the dialog, the timeline and the CLI call each reason. */
export const CLOSE_REASON_LABELS: { readonly [R in CloseReason]: string } = {
  resolved: "Resolved",
  notNeeded: "No longer needed",
  other: "Other",
}

export { DEFAULT_REOPEN_DAYS } from "./reopen-days.ts"

/** The longest reason text and reopen comment. */
export const CUSTOMER_CLOSE_TEXT_MAX = 2000

const DAY_MS = 86_400_000

/** The caller as the rules need it. */
export interface TicketActor {
  readonly userid: number | null
  readonly roleid: number | null | undefined
  readonly email: string | null | undefined
}

/** The ticket as the rules need it. */
export interface CustomerTicket {
  readonly ticketid: number
  readonly ticketstatus: TicketStatusCode
  readonly createdbyuserid?: number | null | undefined
  readonly contactemail: string | null
  readonly completeddateutc: string | null
}

/** Two addresses are one mailbox when they match whatever their case and surrounding spaces. */
export const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether this caller acts for the customer on this (readable) ticket: creator, contact or company admin. */
export const isTicketOwner = (actor: TicketActor, ticket: CustomerTicket): boolean => {
  if (actor.roleid === ROLES.companyAdmin) return true
  if (actor.roleid !== ROLES.companyUser) return false
  return (
    (actor.userid !== null && ticket.createdbyuserid === actor.userid) ||
    sameAddress(actor.email, ticket.contactemail)
  )
}

/** The 403 sentence for a customer who is neither creator, contact nor company admin. */
export const notOwnerRefusal = (ticketid: number): string =>
  `Only the contact, the creator or a company admin may close or reopen Service Ticket #${ticketid}`

/** Why a customer cannot close this ticket now (it is not open), or undefined. */
export const customerCloseRefusal = (ticket: CustomerTicket): string | undefined =>
  ticket.ticketstatus === OPEN_STATUS ? undefined : `Service Ticket #${ticket.ticketid} is not open`

/** Whether the reopen period of a ticket completed at `completed` still runs at `now`. */
export const withinReopenPeriod = (completed: string | null, now: Date, days: number): boolean => {
  if (completed === null) return false
  const at = Date.parse(completed)
  return Number.isFinite(at) && now.getTime() - at <= days * DAY_MS
}

/** Why this ticket cannot be reopened at `now` (not closed, or closed too long ago), or undefined. */
export const reopenRefusal = (ticket: CustomerTicket, now: Date, days: number): string | undefined => {
  if (ticket.ticketstatus !== "C") return `Service Ticket #${ticket.ticketid} is not closed`
  if (!withinReopenPeriod(ticket.completeddateutc, now, days))
    return `Service Ticket #${ticket.ticketid} was closed more than ${days} days ago and cannot be reopened`
  return undefined
}

/** Whether the detail offers the customer's 'Close ticket'. */
export const mayCustomerClose = (actor: TicketActor, ticket: CustomerTicket): boolean =>
  isTicketOwner(actor, ticket) && customerCloseRefusal(ticket) === undefined

/** Whether the detail offers 'Reopen ticket'. */
export const mayReopen = (actor: TicketActor, ticket: CustomerTicket, now: Date, days: number): boolean =>
  isTicketOwner(actor, ticket) && reopenRefusal(ticket, now, days) === undefined

/** The rule for the reason's text: required for 'Other'; null when the pair is fine. */
export const closeReasonInvalid = (reason: CloseReason | null, text: string): string | null => {
  if (reason === null) return "Choose a reason"
  if (reason === "other" && text.trim() === "") return "Say why the ticket is closed"
  if (text.length > CUSTOMER_CLOSE_TEXT_MAX)
    return `Details must be less than ${CUSTOMER_CLOSE_TEXT_MAX} characters`
  return null
}

/** The reason as the timeline and the notification read it ('No longer needed', 'Other: ...'). */
export const closeReasonText = (reason: CloseReason, text: string | null | undefined): string => {
  const extra = text?.trim() ?? ""
  return extra === "" ? CLOSE_REASON_LABELS[reason] : `${CLOSE_REASON_LABELS[reason]}: ${extra}`
}

/** The timeline entries of a customer's close and reopen. */
export const customerClosedEntry = (reason: CloseReason, text: string | null | undefined): string =>
  `Ticket closed by the customer: ${closeReasonText(reason, text)}`
export const reopenedEntry = (comment: string): string => `Ticket reopened: ${comment.trim()}`

import { isInternalStaff, ROLES } from "../roles.ts"
import { type CustomerTicket, isTicketOwner, type TicketActor } from "./customer-close.ts"

/**
 * Ticket watchers (issue 28): colleagues of the ticket's company who hear of the ticket's events
 * by their own delivery choices, whatever locations they follow. Who may add and remove them: the
 * ticket's contact or creator, an admin of its company, and provider staff; any watcher may leave,
 * and any user of the company may watch it themselves. The company scope (404 outside it) and that
 * a watcher is an active user of the ticket's company are the server's. One rule for the detail,
 * the server and the CLI.
 */

/** The most watchers one ticket may have (a 409 past it). */
export const WATCHERS_MAX = 20

/** How many colleagues the picker offers for one search. */
export const WATCHER_CANDIDATES_MAX = 20

/** The longest picker search. */
export const WATCHER_SEARCH_MAX = 100

const isCustomer = (roleid: number | null | undefined) =>
  roleid === ROLES.companyAdmin || roleid === ROLES.companyUser

/** Whether the caller may add and remove anyone's watch on this (readable) ticket. */
export const mayManageWatchers = (actor: TicketActor, ticket: CustomerTicket): boolean =>
  isInternalStaff(actor.roleid) || isTicketOwner(actor, ticket)

/** Whether the caller may make `userid` a watcher: a manager, or a customer watching it themselves. */
export const mayAddWatcher = (actor: TicketActor, ticket: CustomerTicket, userid: number): boolean =>
  mayManageWatchers(actor, ticket) || (isCustomer(actor.roleid) && actor.userid === userid)

/** Whether the caller may take `userid` off the watchers: a manager, or the watcher leaving. */
export const mayRemoveWatcher = (actor: TicketActor, ticket: CustomerTicket, userid: number): boolean =>
  mayManageWatchers(actor, ticket) || actor.userid === userid

/** The 403 sentence for a caller who may not change this watcher. */
export const watcherRefusal = (ticketid: number): string =>
  `Only the contact, the creator, a company admin or staff may change who watches Service Ticket #${ticketid}`

/** The 409 sentence past the bound. */
export const watchersFullRefusal = (ticketid: number): string =>
  `Service Ticket #${ticketid} already has ${WATCHERS_MAX} watchers, the most it may have`

/** The 400 sentence for a user who is not an active user of the ticket's company. */
export const notColleagueRefusal = (): string => "Choose an active user of the ticket's company"

/** The detail's heading line: 'No one else watches this ticket', '1 watcher', '3 watchers'. */
export const watchersSummary = (count: number): string =>
  count === 0 ? "No one watches this ticket" : count === 1 ? "1 watcher" : `${count} watchers`

import { Schema } from "effect"
import { overPeriod } from "./insights.ts"

/** User Insights (company admins and staff only): sign-ins and tickets raised per user. */

export const SignInWeek = Schema.Struct({ week: Schema.String, signIns: Schema.Finite, users: Schema.Finite })
export type SignInWeek = typeof SignInWeek.Type

/** GET /v1/insights/users/logins, under `userLogins` (company admins and staff only). */
export const UserLogins = overPeriod({
  signIns: Schema.Finite,
  weekly: Schema.Array(SignInWeek),
  /** Active accounts that signed in during the period. */
  activeUsers: Schema.Finite,
  /** Active accounts that did not. */
  inactiveUsers: Schema.Finite,
  /** Deactivated accounts. */
  deactivatedUsers: Schema.Finite,
})
export type UserLogins = typeof UserLogins.Type
export const UserLoginsAnswer = Schema.Struct({ userLogins: UserLogins })

export const UserTicketCount = Schema.Struct({
  userid: Schema.Finite,
  fullname: Schema.String,
  companyname: Schema.String,
  tickets: Schema.Finite,
})
export type UserTicketCount = typeof UserTicketCount.Type

/** GET /v1/insights/users/tickets, under `userTickets` (company admins and staff only). */
export const UserTickets = overPeriod({
  /** Users with the most tickets raised in the period, most first (at most 25). */
  users: Schema.Array(UserTicketCount),
  /** How many users raised at least one ticket in the period. */
  usersWithTickets: Schema.Finite,
  /**
   * Tickets raised in the period by a portal user of the ticket's company, and those raised
   * otherwise (phone, email, or provider staff for the customer).
   */
  byUsers: Schema.Finite,
  unattributed: Schema.Finite,
})
export type UserTickets = typeof UserTickets.Type
export const UserTicketsAnswer = Schema.Struct({ userTickets: UserTickets })

export const USER_TICKETS_ROWS = 25

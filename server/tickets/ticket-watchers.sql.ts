import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { WATCHER_CANDIDATES_MAX } from "../../core/domain/tickets/watchers.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { containsPattern } from "../lists/search.sql.ts"
import { queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { tickets, users } from "../db/schema.ts"

/**
 * The ticket in the caller's scope as the watcher rule needs it, with the caller's address (the
 * contact is known by address). `lock` takes its row for the change: adds at once queue behind it,
 * so the bound is counted with the others' rows committed. 404 outside the scope, as every ticket call.
 */
export const watchedTicket = Effect.fn("watchedTicket")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  lock: boolean,
) {
  const [row] = yield* queryRows(
    {
      companyid: tickets.companyid,
      ticketstatus: tickets.ticketstatus,
      createdbyuserid: tickets.createdbyuserid,
      contactemail: tickets.contactemail,
      email: computed<string | null>(),
    },
    sql`SELECT t.companyid, t.ticketstatus, t.createdbyuserid, t.contactemail,
               (SELECT email FROM users WHERE userid = ${caller.userID}) AS email
          FROM tickets t
         WHERE t.ticketid = ${ticketid} AND ${scopeCondition(scope, "t.companyid")}
         ${lock ? sql`FOR UPDATE OF t` : sql``}`,
  )
  if (!row) return yield* new NotFound({ message: `Ticket ${ticketid} was not found` })
  return { ticketid, completeddateutc: null, ...row }
})
export type WatchedTicket = Effect.Success<ReturnType<typeof watchedTicket>>

const watcherShape = {
  userid: users.userid,
  username: users.username,
  name: computed<string>(),
  email: users.email,
  active: users.useractive,
}

/** The ticket's watchers who are users of its company (a transferred one is not), by name. */
export const watcherRows = (ticket: WatchedTicket) =>
  queryRows(
    watcherShape,
    sql`SELECT u.userid, u.username, trim(u.firstname || ' ' || u.lastname) AS name, u.email, u.useractive AS active
          FROM ticket_watchers w JOIN users u ON u.userid = w.userid
         WHERE w.ticketid = ${ticket.ticketid} AND u.companyid = ${ticket.companyid}
         ORDER BY lower(u.firstname), lower(u.lastname), u.userid`,
  )

/** The user to add when they are an active user of the ticket's company; none otherwise. */
export const colleagueOf = (ticket: WatchedTicket, userid: number) =>
  Effect.map(
    queryRows(
      { userid: users.userid },
      sql`SELECT userid FROM users WHERE userid = ${userid} AND companyid = ${ticket.companyid} AND useractive`,
    ),
    (rows) => rows.length > 0,
  )

/**
 * Active users of the ticket's company but the caller (who has 'Watch this ticket'), who do not
 * watch it and whose name, username or address contains `search`.
 */
export const candidateRows = (ticket: WatchedTicket, caller: number, search: string) => {
  const term = search.trim()
  const matches =
    term === ""
      ? sql`TRUE`
      : sql`(trim(u.firstname || ' ' || u.lastname) ILIKE ${containsPattern(term)}
             OR u.username ILIKE ${containsPattern(term)} OR u.email ILIKE ${containsPattern(term)})`
  return queryRows(
    { userid: users.userid, username: users.username, name: computed<string>(), email: users.email },
    sql`SELECT u.userid, u.username, trim(u.firstname || ' ' || u.lastname) AS name, u.email
          FROM users u
         WHERE u.companyid = ${ticket.companyid} AND u.useractive AND u.userid <> ${caller} AND ${matches}
           AND NOT EXISTS (SELECT 1 FROM ticket_watchers w WHERE w.ticketid = ${ticket.ticketid} AND w.userid = u.userid)
         ORDER BY lower(u.firstname), lower(u.lastname), u.userid
         LIMIT ${WATCHER_CANDIDATES_MAX}`,
  )
}

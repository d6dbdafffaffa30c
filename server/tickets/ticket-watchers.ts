import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import {
  mayAddWatcher,
  mayManageWatchers,
  mayRemoveWatcher,
  notColleagueRefusal,
  WATCHERS_MAX,
  watcherRefusal,
  watchersFullRefusal,
} from "../../core/domain/tickets/watchers.ts"
import { BadRequest, Conflict, Forbidden, NotFound } from "../../core/schema/errors.ts"
import type { TicketWatchers } from "../../core/schema/ticket-watchers.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { query, queryRows } from "../services.ts"
import { recordUserActivity } from "../users/user-activity-store.ts"
import { computed } from "../db/rows.ts"
import {
  candidateRows,
  colleagueOf,
  type WatchedTicket,
  watchedTicket,
  watcherRows,
} from "./ticket-watchers.sql.ts"

const actorOf = (caller: Caller, ticket: WatchedTicket) => ({
  userid: caller.userID,
  roleid: caller.roleid,
  email: ticket.email,
})

/** The watchers as the caller sees them: who they may remove, whether they manage or may watch. */
const answer = Effect.fn("watchersAnswer")(function* (caller: Caller, ticket: WatchedTicket) {
  const rows = yield* watcherRows(ticket)
  const actor = actorOf(caller, ticket)
  const watching = rows.some((r) => r.userid === caller.userID)
  return {
    ticketid: ticket.ticketid,
    items: rows.map((r) => ({ ...r, canRemove: mayRemoveWatcher(actor, ticket, r.userid) })),
    count: rows.length,
    max: WATCHERS_MAX,
    canManage: mayManageWatchers(actor, ticket),
    canWatch:
      !watching && caller.companyid === ticket.companyid && mayAddWatcher(actor, ticket, caller.userID),
  } satisfies TicketWatchers
})

/** GET /v1/ticket/:ticketid/watchers. */
export const listWatchers = (scope: CompanyScope, caller: Caller, ticketid: number) =>
  Effect.flatMap(watchedTicket(scope, caller, ticketid, false), (ticket) => answer(caller, ticket))

/** GET /v1/ticket/:ticketid/watchers/candidates: the picker's colleagues, for managers only. */
export const watcherCandidates = Effect.fn("watcherCandidates")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  search: string,
) {
  const ticket = yield* watchedTicket(scope, caller, ticketid, false)
  if (!mayManageWatchers(actorOf(caller, ticket), ticket))
    return yield* new Forbidden({ message: watcherRefusal(ticketid) })
  return { items: yield* candidateRows(ticket, caller.userID, search) }
})

/** The watcher's own timeline records what they now hear of, as any change of their subscriptions. */
const recordWatch = (userid: number, by: number, details: Record<string, number>) =>
  recordUserActivity({ userid, action: "NOTIFICATION_SUBSCRIPTIONS_CHANGED", createdBy: by, details })

/**
 * Adds a watcher (run inside `inTransaction`), the caller when `userid` is absent. The ticket's
 * row is locked first, so adds at once count the bound one after another; a watcher already there
 * changes nothing (the key refuses a second row) and the list answers as it stands.
 */
export const addWatcher = Effect.fn("addWatcher")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  userid: number = caller.userID,
) {
  const ticket = yield* watchedTicket(scope, caller, ticketid, true)
  if (!mayAddWatcher(actorOf(caller, ticket), ticket, userid))
    return yield* new Forbidden({ message: watcherRefusal(ticketid) })
  if (!(yield* colleagueOf(ticket, userid)))
    return yield* new BadRequest({ message: notColleagueRefusal(), field: "userid" })
  const [counted] = yield* queryRows(
    { n: computed<number>(), watching: computed<boolean>() },
    sql`SELECT count(*)::int AS n, bool_or(userid = ${userid}) AS watching
          FROM ticket_watchers WHERE ticketid = ${ticketid}`,
  )
  if (counted?.watching) return yield* answer(caller, ticket)
  if ((counted?.n ?? 0) >= WATCHERS_MAX)
    return yield* new Conflict({ message: watchersFullRefusal(ticketid), field: "userid" })
  const inserted = yield* query(
    sql`INSERT INTO ticket_watchers (ticketid, userid, addedby) VALUES (${ticketid}, ${userid}, ${caller.userID})
        ON CONFLICT DO NOTHING RETURNING userid`,
  )
  if (inserted.length > 0) yield* recordWatch(userid, caller.userID, { watching: ticketid })
  return yield* answer(caller, ticket)
})

/** Takes a watcher off (run inside `inTransaction`): a manager, or the watcher leaving. 404 when not watching. */
export const removeWatcher = Effect.fn("removeWatcher")(function* (
  scope: CompanyScope,
  caller: Caller,
  ticketid: number,
  userid: number,
) {
  const ticket = yield* watchedTicket(scope, caller, ticketid, true)
  if (!mayRemoveWatcher(actorOf(caller, ticket), ticket, userid))
    return yield* new Forbidden({ message: watcherRefusal(ticketid) })
  const removed = yield* query(
    sql`DELETE FROM ticket_watchers WHERE ticketid = ${ticketid} AND userid = ${userid} RETURNING userid`,
  )
  if (removed.length === 0)
    return yield* new NotFound({ message: `That user does not watch Service Ticket #${ticketid}` })
  yield* recordWatch(userid, caller.userID, { unwatched: ticketid })
  return yield* answer(caller, ticket)
})

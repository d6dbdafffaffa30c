import { Schema } from "effect"
import { WATCHER_SEARCH_MAX } from "../domain/tickets/watchers.ts"
import { labelled } from "./form-fields.ts"
import { Id } from "./id.ts"

/** One watcher of a ticket (issue 28): a user of the ticket's company. */
export const TicketWatcher = Schema.Struct({
  userid: Schema.Finite,
  username: Schema.String,
  name: Schema.String,
  email: Schema.String,
  /** False once the user is deactivated: they stay listed (a manager may remove them) but hear nothing. */
  active: Schema.Boolean,
  /** Whether the caller may take this watcher off (core/domain/tickets/watchers.ts). */
  canRemove: Schema.Boolean,
})
export type TicketWatcher = typeof TicketWatcher.Type

/** GET /v1/ticket/:ticketid/watchers (and the answer of every change): the watchers by name. */
export const TicketWatchers = Schema.Struct({
  ticketid: Schema.Finite,
  items: Schema.Array(TicketWatcher),
  count: Schema.Finite,
  /** The bound per ticket (WATCHERS_MAX). */
  max: Schema.Finite,
  /** Whether the caller may add and remove anyone (the picker is offered). */
  canManage: Schema.Boolean,
  /** Whether the caller may watch it themselves (a user of its company who does not yet). */
  canWatch: Schema.Boolean,
})
export type TicketWatchers = typeof TicketWatchers.Type

/** A colleague the picker offers: an active user of the ticket's company who does not watch it. */
export const WatcherCandidate = Schema.Struct({
  userid: Schema.Finite,
  username: Schema.String,
  name: Schema.String,
  email: Schema.String,
})
export type WatcherCandidate = typeof WatcherCandidate.Type

/** GET /v1/ticket/:ticketid/watchers/candidates answer: the first matches by name. */
export const WatcherCandidates = Schema.Struct({ items: Schema.Array(WatcherCandidate) })
export type WatcherCandidates = typeof WatcherCandidates.Type

/** The picker's search: a part of a name, username or address; empty lists the first by name. */
export const WatcherSearch = Schema.String.check(Schema.isMaxLength(WATCHER_SEARCH_MAX))

/** POST /v1/ticket/:ticketid/watchers body: who is to watch it; absent, the caller. */
export const AddWatcher = Schema.Struct({ userid: Schema.optionalKey(labelled("Watcher", Id)) })
export type AddWatcher = typeof AddWatcher.Type

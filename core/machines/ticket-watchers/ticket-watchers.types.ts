import type { EndpointFailure } from "../../runtime/failures.ts"
import type { TicketWatchers, WatcherCandidate } from "../../schema/ticket-watchers.ts"

/** Failures of the watcher calls (400, 403, 404, 409, transport). */
export type WatchersFailure =
  | EndpointFailure<"watchers", "list">
  | EndpointFailure<"watchers", "candidates">
  | EndpointFailure<"watchers", "add">
  | EndpointFailure<"watchers", "remove">

export interface TicketWatchersContext {
  readonly ticketId: number
  /** The watchers as the server last answered them; null until loaded. */
  readonly watchers: TicketWatchers | null
  /** The picker's search text. */
  readonly search: string
  /** The colleagues the picker offers for `search`. */
  readonly candidates: ReadonlyArray<WatcherCandidate>
  /** Who is being added or removed (null: the caller themselves). */
  readonly target: number | null
  /** Why the last call failed; faces map it to text. */
  readonly error: WatchersFailure | null
}

export type TicketWatchersEvent =
  | { readonly type: "watchers.load" }
  | { readonly type: "watchers.pick" }
  | { readonly type: "watchers.search"; readonly value: string }
  | { readonly type: "watchers.add"; readonly userid: number }
  | { readonly type: "watchers.cancel" }
  | { readonly type: "watchers.watch" }
  | { readonly type: "watchers.remove"; readonly userid: number }

export interface WatchersInput {
  readonly ticketid: number
}
export interface CandidatesInput {
  readonly ticketid: number
  readonly search: string
}
export interface WatcherChangeInput {
  readonly ticketid: number
  /** Absent: the caller. */
  readonly userid?: number
}
export interface WatcherRemoveInput {
  readonly ticketid: number
  readonly userid: number
}

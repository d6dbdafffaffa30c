import type { LiveEvent } from "../../domain/live/live-events.ts"

/** What the stream actor reports (`live-updates.actors.ts`): the stream's life and its events. */
export type LiveStreamReport =
  /** The server answered 200: events follow. */
  | { readonly type: "live.opened" }
  /** One event, in order. */
  | { readonly type: "live.received"; readonly event: LiveEvent }
  /** The server's `retry:` hint, in milliseconds. */
  | { readonly type: "live.retryHint"; readonly retryMs: number }
  /**
   * The stream ended, broke or was refused (network, server restart, the sign-in changed, 429 for
   * too many tabs or a 5xx): connect again, not before the answer's Retry-After (0 without one).
   */
  | { readonly type: "live.lost"; readonly retryAfterSeconds: number }
  /** 401 (or 403): the session is gone; no more streams for it. */
  | { readonly type: "live.ended" }

/** Where the stream resumes: the last event id received (`Last-Event-ID`), none at first. */
export interface LiveStreamInput {
  readonly afterId: number | null
}

export interface LiveUpdatesContext {
  readonly lastEventId: number | null
  /** Failed attempts in a row (0 while a stream is open). */
  readonly attempt: number
  /** The server's `retry:` hint (ms). */
  readonly retryMs: number
  /** The last 429's Retry-After (s), 0 otherwise. */
  readonly retryAfterSeconds: number
  /** Events received in this session. */
  readonly received: number
}

/** What the shell hears from its live updates child, one event at a time. */
export interface ShellLiveReceived {
  readonly type: "shell.live"
  readonly event: LiveEvent
}

/** For a host that runs the machine alone (the CLI): each event, as the shell hears it. */
export interface LiveUpdatesEmitted {
  readonly type: "live.event"
  readonly event: LiveEvent
}

/** The host may ask for a stream at once (the tab became visible, the network came back). */
export type LiveUpdatesEvent = LiveStreamReport | { readonly type: "live.reconnect" }

/** What the shell tells the page shown about a ticket that changed (the page decides what it means). */
export interface LiveTicketChanged {
  readonly type: "live.ticketChanged"
  readonly ticketid: number
  readonly kind: LiveEvent["kind"]
}

/** What the shell tells the list page shown after a reset: any ticket may have changed. */
export interface LiveTicketsReset {
  readonly type: "live.ticketsReset"
}

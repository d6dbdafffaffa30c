import type { NotificationEvent } from "../notifications/events.ts"

/**
 * What a live event says changed (issue 29). Events name the subject and never its text: a
 * receiver reads the change through the usual calls, so an event reveals no more than they may read.
 */
export const LIVE_EVENT_KINDS = [
  "ticket.created",
  "ticket.comment",
  "ticket.file",
  "ticket.status",
  "notification",
  "chat.message",
  "chat.status",
  "reset",
] as const
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number]

/** The kinds of the built-in support chat: a conversation got a message, or was closed or ticketed. */
export const CHAT_EVENT_KINDS: ReadonlyArray<LiveEventKind> = ["chat.message", "chat.status"]

/** One event as a stream sends it (`data:` JSON; its `id:` is `id`). */
export interface LiveEvent {
  readonly id: number
  readonly kind: LiveEventKind
  readonly ticketid: number | null
  /** The support conversation a `chat.*` event names (absent on every other kind). */
  readonly conversationid?: number
}

/** The bounds of the stream, declared once. */
export const LIVE_LIMITS = {
  /** Open streams per user across every process (one per tab). */
  streamsPerUser: 8,
  /** A comment line keeps proxies and the browser from closing an idle stream. */
  heartbeatSeconds: 20,
  /** A stream's row expires when its process stops renewing it (a crash). */
  leaseSeconds: 60,
  /** Events replayed after Last-Event-ID at most; older ones: the client reloads. */
  catchUpMax: 500,
  /** How long an event stays for catching up; the sweep removes older ones. */
  keepMinutes: 60,
} as const

/** The live kind of a ticket notification event. */
export const liveKindOf = (event: NotificationEvent): LiveEventKind | undefined => {
  switch (event) {
    case "TICKET_CREATED":
      return "ticket.created"
    case "TICKET_COMMENT_ADDED":
      return "ticket.comment"
    case "TICKET_ATTACHMENT_ADDED":
      return "ticket.file"
    case "TICKET_CLOSED":
      return "ticket.status"
    default:
      return undefined
  }
}

/**
 * Who an event is for (column `audience` of `live_events`, migration 0038), declared once:
 * - `company`: whoever may read the company's records (a ticket event);
 * - `user`: `userid` alone (a notification for their bell);
 * - `provider`: `userid` (the customer of a support conversation) and the provider side that may
 *   read the company (staff every company, a sales rep its accounts), never the customer's colleagues.
 */
export const LIVE_AUDIENCES = ["company", "user", "provider"] as const
export type LiveAudience = (typeof LIVE_AUDIENCES)[number]

/** One stored event and whom it is for. */
export interface LiveEventRow {
  readonly eventid: number
  readonly kind: LiveEventKind
  readonly ticketid: number | null
  readonly companyid: number
  readonly userid: number | null
  readonly audience: LiveAudience
  readonly conversationid: number | null
}

/**
 * The receiver's reach: their user id, the companies they may read (`all` for staff) and whether
 * they are on the provider's side (staff, sales reps: `isChatProvider`).
 */
export interface LiveReceiver {
  readonly userid: number
  readonly companies: "all" | ReadonlyArray<number>
  readonly provider: boolean
}

const readsCompany = (receiver: LiveReceiver, companyid: number): boolean =>
  receiver.companies === "all" || receiver.companies.includes(companyid)

/** The scope rule of live events: the event's audience (`LIVE_AUDIENCES`) against the receiver's reach. */
export const mayReceive = (receiver: LiveReceiver, row: LiveEventRow): boolean => {
  switch (row.audience) {
    case "user":
      return row.userid === receiver.userid
    case "provider":
      return row.userid === receiver.userid || (receiver.provider && readsCompany(receiver, row.companyid))
    case "company":
      return readsCompany(receiver, row.companyid)
  }
}

/**
 * The frame that tells a reconnecting client its catch-up is incomplete (more than `catchUpMax`
 * missed, or events after its Last-Event-ID already swept): whatever it shows may have changed, so
 * it reads again; `id` is where its stream goes on from.
 */
export const resetFrame = (id: number): string =>
  `id: ${id}\nevent: reset\ndata: ${JSON.stringify({ id, kind: "reset", ticketid: null })}\n\n`

/** The text/event-stream frame of one event: its id, kind, ticket and (chat) conversation, never text. */
export const sseFrame = (row: LiveEventRow): string => {
  const data: LiveEvent = { id: row.eventid, kind: row.kind, ticketid: row.ticketid }
  const framed = row.conversationid === null ? data : { ...data, conversationid: row.conversationid }
  return `id: ${row.eventid}\nevent: ${row.kind}\ndata: ${JSON.stringify(framed)}\n\n`
}

/** A Last-Event-ID header as an id, or undefined when absent or not a whole number. */
export const parseLastEventId = (header: string | undefined): number | undefined => {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined
  return Number(header.trim())
}

/**
 * An event's `data:` as the client reads it, or undefined when it is not one (another kind, a
 * malformed line from a proxy): the client skips what it does not know instead of failing.
 */
export const parseLiveEvent = (data: string): LiveEvent | undefined => {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  const { id, kind, ticketid, conversationid } = value as Record<string, unknown>
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return undefined
  if (!LIVE_EVENT_KINDS.includes(kind as LiveEventKind)) return undefined
  if (ticketid !== null && (typeof ticketid !== "number" || !Number.isSafeInteger(ticketid))) return undefined
  if (conversationid === undefined) return { id, kind: kind as LiveEventKind, ticketid }
  if (typeof conversationid !== "number" || !Number.isSafeInteger(conversationid)) return undefined
  return { id, kind: kind as LiveEventKind, ticketid, conversationid }
}

/** How long the client waits before connecting again, declared once. */
export const LIVE_RECONNECT = {
  /** The first wait when the server sent no `retry:` hint. */
  firstMs: 3000,
  /** The wait doubles per failed attempt up to this. */
  maxMs: 60_000,
} as const

/**
 * The wait before attempt `attempt` (1 for the first reconnect): the server's `retry:` hint (or
 * `firstMs`) doubled per failed attempt, at most `maxMs`; a 429's Retry-After when longer.
 */
export const reconnectDelay = (attempt: number, retryMs: number, retryAfterSeconds = 0): number => {
  const doubled = retryMs * 2 ** Math.max(0, Math.min(attempt - 1, 10))
  return Math.max(Math.min(doubled, LIVE_RECONNECT.maxMs), retryAfterSeconds * 1000)
}

/** The ticket a live event names, when it is about one. */
export const isTicketEvent = (event: LiveEvent): event is LiveEvent & { readonly ticketid: number } =>
  event.kind.startsWith("ticket.") && event.ticketid !== null

/** The support conversation a live event names, when it is a chat event. */
export const isChatEvent = (event: LiveEvent): event is LiveEvent & { readonly conversationid: number } =>
  CHAT_EVENT_KINDS.includes(event.kind) && event.conversationid !== undefined

/**
 * Whether a catch-up after `afterId` misses events: the newest id is past it and either the events
 * after it were swept (the oldest kept is further on) or there are more than the catch-up sends.
 */
export const isCatchUpIncomplete = (
  afterId: number,
  kept: { readonly oldest: number | null; readonly newest: number },
  missedRows: number,
): boolean =>
  afterId < kept.newest &&
  ((kept.oldest !== null && kept.oldest > afterId + 1) || missedRows > LIVE_LIMITS.catchUpMax)

/**
 * The list's notice of changes since it loaded: "1 ticket changed", "3 tickets changed", or, after
 * a reset (the stream could not tell everything that was missed), "Tickets may have changed".
 */
export const ticketsChangedText = (count: number, stale = false): string =>
  stale ? "Tickets may have changed" : count === 1 ? "1 ticket changed" : `${count} tickets changed`

/** What the ticket's screen says after a live refresh brought `added` activities (empty for none). */
export const ticketNewsText = (added: number): string =>
  added === 0 ? "" : added === 1 ? "1 new update on this ticket" : `${added} new updates on this ticket`

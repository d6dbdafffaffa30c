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
] as const
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number]

/** One event as a stream sends it (`data:` JSON; its `id:` is `id`). */
export interface LiveEvent {
  readonly id: number
  readonly kind: LiveEventKind
  readonly ticketid: number | null
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

/** Who may receive an event: its one user, else the readers of its company. */
export interface LiveEventRow {
  readonly eventid: number
  readonly kind: LiveEventKind
  readonly ticketid: number | null
  readonly companyid: number
  readonly userid: number | null
}

/** The receiver's reach: their user id and the companies they may read (`all` for staff). */
export interface LiveReceiver {
  readonly userid: number
  readonly companies: "all" | ReadonlyArray<number>
}

/**
 * The scope rule of live events: a user's own event goes to that user alone; a ticket event to
 * whoever may read the ticket's company (staff all, a sales rep its accounts, others their own).
 */
export const mayReceive = (receiver: LiveReceiver, row: LiveEventRow): boolean => {
  if (row.userid !== null) return row.userid === receiver.userid
  return receiver.companies === "all" || receiver.companies.includes(row.companyid)
}

/** The text/event-stream frame of one event. */
export const sseFrame = (row: LiveEventRow): string =>
  `id: ${row.eventid}\nevent: ${row.kind}\ndata: ${JSON.stringify({ id: row.eventid, kind: row.kind, ticketid: row.ticketid })}\n\n`

/** A Last-Event-ID header as an id, or undefined when absent or not a whole number. */
export const parseLastEventId = (header: string | undefined): number | undefined => {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined
  return Number(header.trim())
}

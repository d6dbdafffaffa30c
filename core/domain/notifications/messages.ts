import type { NotificationEvent } from "./events.ts"

/** What a notification is about: the ticket or user it names and who caused it. */
export type NotificationSubject =
  | {
      readonly kind: "ticket"
      readonly ticketid: number
      readonly locationname: string | null
      readonly actor: string
      /** A comment's text or the names of added files, shortened by `excerpt`. */
      readonly detail?: string
      /** A TICKET_CLOSED subject that reopens the ticket (issue 28): its closers' subscribers hear of it. */
      readonly reopened?: true
    }
  | {
      readonly kind: "user"
      readonly userid: number
      readonly name: string
      readonly company: string
      readonly actor: string
    }

const EXCERPT = 120

/** Shortens free text for a one-line message. */
export const excerpt = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1)}…`
}

const at = (location: string | null) => (location ? ` at ${location}` : "")

/** The message text of a notification (the panel shows it; the mail's first line says it). */
export const notificationMessage = (event: NotificationEvent, s: NotificationSubject): string => {
  if (s.kind === "user")
    return event === "SE_COMPANY_USER_ADDED"
      ? `${s.actor} added ${s.name} to your account ${s.company}`
      : `${s.actor} added ${s.name} to ${s.company}`
  const ticket = `Service Ticket #${s.ticketid}`
  switch (event) {
    case "TICKET_CREATED":
      return `${s.actor} created ${ticket}${at(s.locationname)}${s.detail ? `: ${excerpt(s.detail)}` : ""}`
    case "TICKET_CLOSED":
      if (s.reopened) return `${s.actor} reopened ${ticket}${s.detail ? `: ${excerpt(s.detail)}` : ""}`
      return `${ticket}${at(s.locationname)} was closed`
    case "TICKET_COMMENT_ADDED":
      return `${s.actor} commented on ${ticket}${s.detail ? `: ${excerpt(s.detail)}` : ""}`
    case "TICKET_ATTACHMENT_ADDED":
      return `${s.actor} added files to ${ticket}${s.detail ? `: ${excerpt(s.detail)}` : ""}`
    default:
      return `${ticket} changed`
  }
}

/**
 * Where a notification points: the ticket, or the new user's profile for readers who may open it
 * (admins); null otherwise (spec: "link (may be null)"; the panel then goes to the 404 route).
 */
export const notificationLink = (s: NotificationSubject, readerMayOpenProfiles: boolean): string | null =>
  s.kind === "ticket" ? `/tickets/${s.ticketid}` : readerMayOpenProfiles ? `/profile/${s.userid}` : null

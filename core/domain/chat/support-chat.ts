import { formatMailDateTime } from "../dates/format.ts"
import { ROLES } from "../roles.ts"

/**
 * The built-in support chat (issue 29), used when no external contact centre is configured: a
 * customer writes to the provider's support; provider staff (and sales reps for their accounts)
 * answer it in /admin, close it, or turn it into a ticket with its history. Its bounds, declared once.
 */
export const CHAT_LIMITS = {
  /** Characters in one message (the contract's Schema, the form and the SQL check read it). */
  bodyMaxLength: 2000,
  /** Messages one user may send per window, across every server process (server/limits). */
  messagesPerWindow: 20,
  windowSeconds: 60,
  /** Messages one conversation holds; past it the writer is asked to start a ticket instead. */
  messagesPerConversation: 500,
  /** Conversations the staff inbox lists per page, and at most. */
  inboxPageSize: 25,
  inboxPageMax: 100,
} as const

/** The counted bound on messages per user (server/limits, table `rate_limits`). */
export const CHAT_MESSAGE_LIMIT = {
  name: "chat-message",
  verb: "send",
  what: "chat messages",
  points: CHAT_LIMITS.messagesPerWindow,
  windowSeconds: CHAT_LIMITS.windowSeconds,
} as const

export const CHAT_STATUSES = ["open", "closed"] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

/** Customers write to support: company admins and company users. */
export const CHAT_CUSTOMER_ROLES = [ROLES.companyAdmin, ROLES.companyUser] as const
/** The provider side answers: internal staff (every company) and sales reps (their accounts). */
export const CHAT_PROVIDER_ROLES = [ROLES.developer, ROLES.systemAdmin, ROLES.salesRep] as const

/** True for a role that writes to support from the widget. */
export const isChatCustomer = (roleid: number | null | undefined): boolean =>
  roleid != null && (CHAT_CUSTOMER_ROLES as ReadonlyArray<number>).includes(roleid)
/** True for a role that answers customers' conversations in /admin. */
export const isChatProvider = (roleid: number | null | undefined): boolean =>
  roleid != null && (CHAT_PROVIDER_ROLES as ReadonlyArray<number>).includes(roleid)

/** The sentences of the chat's refusals, each written once (server answers, faces show them as is). */
export const chatTexts = {
  noOpenConversation: "You have no open support conversation",
  notFound: (id: number) => `Support conversation ${id} was not found`,
  closed: (id: number) => `Support conversation ${id} is closed`,
  full: `This conversation holds ${CHAT_LIMITS.messagesPerConversation} messages: please close it and raise a service ticket`,
  openedMeanwhile: "A support conversation was opened at the same moment; please send your message again",
  alreadyTicket: (id: number, ticketid: number) =>
    `Support conversation ${id} already became Service Ticket #${ticketid}`,
} as const

/** One message as the ticket history needs it. */
export interface ChatLine {
  readonly authorname: string
  readonly fromProvider: boolean
  readonly body: string
  readonly created: string
}

/** The new ticket's problem line: the customer's first words, on one line, at most 200 characters. */
export const chatTicketProblem = (lines: ReadonlyArray<ChatLine>): string => {
  const first = lines.find((l) => !l.fromProvider)?.body ?? lines[0]?.body ?? ""
  const flat = first.replace(/\s+/g, " ").trim()
  const head = flat.length > 200 ? `${flat.slice(0, 199)}…` : flat
  return `Support chat: ${head || "(no message)"}`
}

/**
 * The conversation as the ticket's first comment: a line per message with its time (in the mail
 * zone, which names itself) and author, provider staff marked as support. Plain text, as written.
 */
export const chatTranscript = (conversationid: number, lines: ReadonlyArray<ChatLine>): string =>
  [
    `Transcript of support conversation ${conversationid}:`,
    ...lines.map(
      (l) =>
        `[${formatMailDateTime(l.created) ?? l.created}] ${l.authorname}${l.fromProvider ? " (support)" : ""}: ${l.body}`,
    ),
  ].join("\n")

import { messages } from "../validation/rules.ts"
import { DEFAULT_TICKET_LIST_PARAMS, TICKET_LIST_URL, type TicketListParams } from "./list-url.ts"

/**
 * Saved views of the ticket list (issue 28): a user keeps filter sets under names, on the server.
 * A view is the list's URL query (without the page), so opening one navigates to its URL and the
 * list machine reads it like any other URL. The limits below are declared once: the contract's
 * Schemas, the server, the save form and `portal tickets views` read them.
 */
export const SAVED_VIEW_LIMITS = {
  /** Longest view name. */
  nameMaxLength: 50,
  /** Views one user may keep. */
  maxPerUser: 20,
  /** Longest stored query (a URL query string). */
  queryMaxLength: 2000,
} as const

export const savedViewTexts = {
  myTickets: "My tickets",
  save: "Save view",
  rename: "Rename view",
  delete: "Delete view",
  nameLabel: "View name",
  duplicate: "You already have a view with this name",
  tooMany: `You can keep at most ${SAVED_VIEW_LIMITS.maxPerUser} saved views: delete one first`,
  notFound: (ref: string) => `You have no saved view ${/^\d+$/.test(ref) ? ref : `named "${ref}"`}`,
  deleteQuestion: (name: string) => `Delete the view "${name}"? The tickets stay as they are.`,
  saved: (name: string) => `View "${name}" saved`,
  renamed: (name: string) => `View renamed to "${name}"`,
  deleted: (name: string) => `View "${name}" deleted`,
} as const

/** The form's rule for a view name (the contract's checks, in its words), or undefined when it passes. */
export const viewNameProblem = (name: string): string | undefined => {
  const trimmed = name.trim()
  if (trimmed === "") return messages.required("Name")
  if (trimmed.length > SAVED_VIEW_LIMITS.nameMaxLength)
    return messages.maxLength("Name", SAVED_VIEW_LIMITS.nameMaxLength)
  return undefined
}

/** Two names are one when equal ignoring case and surrounding spaces (the database's unique index). */
export const sameViewName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase()

/** What a view keeps of the list's state: everything the URL holds but the page. */
export const viewQueryOf = (params: TicketListParams): string => TICKET_LIST_URL.query({ ...params, page: 0 })

/**
 * A query as stored: read by the list's URL codec (unknown or unreadable parts fall back, as a
 * hand-edited URL does) and written back canonically, without the page. A leading `?` is allowed.
 */
export const canonicalViewQuery = (raw: string): string =>
  viewQueryOf(TICKET_LIST_URL.parse(new URLSearchParams(raw.replace(/^\?/, ""))))

/** The list state a stored view opens. */
export const viewParams = (query: string): TicketListParams =>
  TICKET_LIST_URL.parse(new URLSearchParams(query.replace(/^\?/, "")))

/** The built-in "My tickets" view: every status, the signed-in user's tickets. */
export const MY_TICKETS_QUERY = viewQueryOf({
  ...DEFAULT_TICKET_LIST_PARAMS,
  filters: { ...DEFAULT_TICKET_LIST_PARAMS.filters, mine: true },
})

/** Where a view's link goes. */
export const viewHref = (query: string): string => (query === "" ? "/tickets" : `/tickets?${query}`)

/** The saved view the list shows now (its query equals the URL's, page aside), if any. */
export const viewShown = <V extends { readonly query: string }>(
  views: ReadonlyArray<V>,
  params: TicketListParams,
): V | undefined => {
  const query = viewQueryOf(params)
  return views.find((view) => view.query === query)
}

/** What decides whether a ticket is someone's own. */
export interface TicketOwnerFacts {
  readonly companyid: number
  readonly createdbyuserid: number | null
  readonly contactname: string | null
  readonly contactemail: string | null
}

/** The signed-in user as the "My tickets" rule sees them. */
export interface TicketOwner {
  readonly userid: number
  readonly companyid: number
  readonly email: string
  readonly firstname: string
  readonly lastname: string
}

const folded = (text: string | null): string => (text ?? "").trim().toLowerCase()

/**
 * "My tickets": raised by the user in the portal, or naming them as its contact (a ticket of their
 * company whose contact email is theirs, or whose contact name is their full name), ignoring case
 * and surrounding spaces. The server's SQL (`myTicketsCondition`) is this rule.
 */
export const isMyTicket = (ticket: TicketOwnerFacts, me: TicketOwner): boolean => {
  if (ticket.createdbyuserid === me.userid) return true
  if (ticket.companyid !== me.companyid) return false
  const email = folded(me.email)
  const name = folded(`${me.firstname} ${me.lastname}`)
  return (
    (email !== "" && folded(ticket.contactemail) === email) ||
    (name !== "" && folded(ticket.contactname) === name)
  )
}

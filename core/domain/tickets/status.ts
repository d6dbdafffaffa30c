/** Ticket status codes of spec section 4: O open, P pending, C closed, N canceled. */
export const TICKET_STATUS_CODES = ["O", "P", "C", "N"] as const
export type TicketStatusCode = (typeof TICKET_STATUS_CODES)[number]

/** The closed umbrella: closed, pending, canceled. */
export const CLOSED_STATUS_CODES = ["C", "P", "N"] as const satisfies ReadonlyArray<TicketStatusCode>
/** A ticket is open (O) from its creation until it is closed, pending or canceled. */
export const OPEN_STATUS = "O" satisfies TicketStatusCode
export const OPEN_STATUS_CODES = [OPEN_STATUS] as const satisfies ReadonlyArray<TicketStatusCode>

/** The list's status filter: all (no value in the URL), open, or closed (umbrella). */
export const TICKET_STATUS_FILTERS = ["all", "open", "closed"] as const
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number]

/** Whether a ticket is under the closed umbrella (closed, pending, canceled). */
export const isClosedStatus = (code: TicketStatusCode): boolean =>
  (CLOSED_STATUS_CODES as ReadonlyArray<TicketStatusCode>).includes(code)

export const isTicketStatusCode = (value: unknown): value is TicketStatusCode =>
  typeof value === "string" && (TICKET_STATUS_CODES as ReadonlyArray<string>).includes(value)

/** Unknown or missing values fall back to all. */
export const parseTicketStatusFilter = (value: unknown): TicketStatusFilter =>
  value === "open" || value === "closed" ? value : "all"

/** Codes sent as the `ticketstatus` filter; all sends none. */
export function ticketStatusCodes(status: "open"): typeof OPEN_STATUS_CODES
export function ticketStatusCodes(status: "closed"): typeof CLOSED_STATUS_CODES
export function ticketStatusCodes(status: TicketStatusFilter): ReadonlyArray<TicketStatusCode>
export function ticketStatusCodes(status: TicketStatusFilter): ReadonlyArray<TicketStatusCode> {
  if (status === "open") return OPEN_STATUS_CODES
  if (status === "closed") return CLOSED_STATUS_CODES
  return []
}

/** Which filter a set of codes corresponds to (server side and chips); undefined for other mixes. */
export const ticketStatusFilterOf = (
  codes: ReadonlyArray<TicketStatusCode>,
): TicketStatusFilter | undefined => {
  const set = new Set(codes)
  if (set.size === 0 || set.size === TICKET_STATUS_CODES.length) return "all"
  if (set.size === 1 && set.has(OPEN_STATUS)) return "open"
  if (set.size === 3 && CLOSED_STATUS_CODES.every((c) => set.has(c))) return "closed"
  return undefined
}

const STATUS_LABELS: Record<TicketStatusCode, string> = {
  O: "Open",
  P: "Pending",
  C: "Closed",
  N: "Canceled",
}

export const ticketStatusLabel = (code: string | null | undefined): string =>
  isTicketStatusCode(code) ? STATUS_LABELS[code] : "Unknown"

/** Status options of the list filter. */
export const TICKET_STATUS_OPTIONS: ReadonlyArray<{
  readonly value: TicketStatusFilter
  readonly label: string
}> = [
  { value: "all", label: "All Tickets" },
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
]

/** Navigation rule: a new ticket raises the open count only when it was already non-zero. */
export const nextOpenCount = (current: number): number => (current > 0 ? current + 1 : current)

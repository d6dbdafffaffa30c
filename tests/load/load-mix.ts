import { TICKET_LIST_FIELDS, TICKET_SEARCH_FIELDS } from "../../core/domain/tickets/fields.ts"
import { demoPassword } from "../../server/seed/seed-catalog.ts"
import type { Rng } from "../../server/seed/prng.ts"
import type { LoadRequest } from "./load-http.ts"

/** A signed-in user of the load: its account, its current session and tickets it may read. */
export interface VirtualUser {
  readonly account: string
  session: string
  readonly tickets: ReadonlyArray<number>
}

export type RequestKind = "sign-in" | "list" | "search" | "detail" | "left menu" | "comment"

/**
 * The traffic mix, in percent of requests: a customer's day is mostly reading the ticket list and
 * tickets; sign-ins (a scrypt each) and comments (a write) are the rarer, costlier calls.
 */
export const MIX_WEIGHTS: ReadonlyArray<readonly [RequestKind, number]> = [
  ["sign-in", 5],
  ["list", 35],
  ["search", 15],
  ["detail", 25],
  ["left menu", 15],
  ["comment", 5],
]

/** The weights as text for the report: `sign-in 5%, list 35%, ...`. */
export const mixText = (): string => MIX_WEIGHTS.map(([kind, w]) => `${kind} ${w}%`).join(", ")

const listBase = { os: "0", pl: "25", st: "-ticketid", s: TICKET_LIST_FIELDS.join(",") }
const SORTS = ["-ticketid", "-latestactivitydate", "contactname", "-createddateutc"]
const STATUS = ["", "(O)", "(C),(P),(N)"]
const TERMS = ["power", "disk", "network", "fan", "firmware", "X7", "latency"]

const ticketList = (query: Record<string, string>) => `/v1/ticketdetails?${new URLSearchParams(query)}`

/** The ticket list as the list screen asks for it: a status tab, a sort, one of the first pages. */
const list = (rng: Rng): string => {
  const status = rng.pick(STATUS)
  return ticketList({
    ...listBase,
    os: String(25 * rng.int(0, 3)),
    st: rng.pick(SORTS),
    ...(status === "" ? {} : { ticketstatus: status }),
  })
}

/** A search from the list screen's box: the term against every search field. */
const search = (rng: Rng): string => {
  const term = rng.pick(TERMS)
  return ticketList({
    ...listBase,
    ...Object.fromEntries(TICKET_SEARCH_FIELDS.map((f) => [`${f}(*)`, term])),
  })
}

/** The request of one kind for one user. */
export const requestOf = (kind: RequestKind, user: VirtualUser, rng: Rng): LoadRequest => {
  const session = user.session
  switch (kind) {
    case "sign-in":
      return { method: "POST", path: "/v1/login", json: { username: user.account, password: demoPassword } }
    case "list":
      return { method: "GET", path: list(rng), session }
    case "search":
      return { method: "GET", path: search(rng), session }
    case "detail":
      return { method: "GET", path: `/v1/ticket/${rng.pick(user.tickets)}`, session }
    case "left menu":
      return { method: "GET", path: "/v1/leftmenu", session }
    case "comment": {
      const ticketid = rng.pick(user.tickets)
      const json = { comment: `load check ${rng.int(1, 1e9)}`, ticketid, activityid: 3, applicationid: 1 }
      return { method: "POST", path: "/v1/activity/tickets", session, json }
    }
  }
}

/** Picks the next request kind by the mix's weights. */
export const nextKind = (rng: Rng): RequestKind => rng.weighted(MIX_WEIGHTS)

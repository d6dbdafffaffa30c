import { TICKET_LIST_FIELDS, TICKET_SEARCH_FIELDS } from "../../core/domain/tickets/fields.ts"

/** A list query as the UI sends it (spec list encoding), and who sends it. */
export interface BenchQuery {
  readonly kind: string
  readonly username: string
  readonly query: Readonly<Record<string, string>>
}

const base = { os: "0", pl: "25", st: "-ticketid", s: TICKET_LIST_FIELDS.join(",") }
const search = (term: string) => Object.fromEntries(TICKET_SEARCH_FIELDS.map((f) => [`${f}(*)`, term]))

/**
 * The mix of the issue: default, status filter, search, another sort, a deep page, a date range, for
 * a company user (Acme, about a quarter of the tickets), plus staff, who see all 100,000.
 */
export const benchQueries: ReadonlyArray<BenchQuery> = [
  { kind: "default list", username: "acme.user", query: base },
  { kind: "status open", username: "acme.user", query: { ...base, ticketstatus: "(O)" } },
  { kind: "status closed", username: "acme.user", query: { ...base, ticketstatus: "(C),(P),(N)" } },
  { kind: "search 'power'", username: "acme.user", query: { ...base, ...search("power") } },
  { kind: "search serial 'X7'", username: "acme.user", query: { ...base, ...search("X7") } },
  { kind: "sort contactname", username: "acme.user", query: { ...base, st: "contactname" } },
  { kind: "sort -latestactivitydate", username: "acme.user", query: { ...base, st: "-latestactivitydate" } },
  { kind: "deep page (os 20000)", username: "acme.user", query: { ...base, os: "20000" } },
  {
    kind: "call date range (June)",
    username: "acme.user",
    query: { ...base, "calldate(btwn)": "2026-06-01:2026-06-30" },
  },
  // Issue 28: "My tickets" (raised by me or naming me as contact) and a saved view, which opens
  // as its stored URL: the same list call with the view's filters.
  { kind: "My tickets", username: "acme.user", query: { ...base, mine: "(true)" } },
  {
    kind: "My tickets, open",
    username: "acme.user",
    query: { ...base, mine: "(true)", ticketstatus: "(O)" },
  },
  {
    kind: "saved view (open, by latest activity)",
    username: "acme.user",
    query: { ...base, ticketstatus: "(O)", st: "-latestactivitydate" },
  },
  { kind: "default list", username: "sysadmin", query: base },
  { kind: "My tickets", username: "sysadmin", query: { ...base, mine: "(true)" } },
  { kind: "search 'power'", username: "sysadmin", query: { ...base, ...search("power") } },
  { kind: "deep page (os 90000)", username: "sysadmin", query: { ...base, os: "90000" } },
]

/**
 * The mix for a database of `tickets` tickets: the deep pages stay as deep in the list (a fifth of
 * the way for Acme, nine tenths for staff) at the huge scale; the large scale's queries as above.
 */
export const benchQueriesFor = (tickets: number): ReadonlyArray<BenchQuery> => {
  const times = Math.max(1, Math.round(tickets / 100_000))
  if (times === 1) return benchQueries
  return benchQueries.map((q) => {
    const deep = q.kind.match(/^deep page \(os (\d+)\)$/)
    if (!deep) return q
    const os = String(Number(deep[1]) * times)
    return { ...q, kind: `deep page (os ${os})`, query: { ...q.query, os } }
  })
}

import type { Known } from "./fuzz-draft.ts"
import type { Caller } from "./fuzz-request.ts"

/** The demo sign-ins the fuzzer calls as (README); none of them is ever a login target. */
export const callerAccounts: Readonly<Record<Exclude<Caller, "none">, string>> = {
  user: "acme.user",
  staff: "sysadmin",
}

const DEMO_PASSWORD = "Portal-Demo-2026!"

/** Sessions of the callers, and real ids the server holds, for requests that reach deep code. */
export interface FuzzContext {
  readonly sessions: Record<Caller, string | undefined>
  readonly known: Known
}

/** Signs a demo user in and returns its session id. */
export const signIn = async (baseUrl: string, username: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`signing in ${username} answered ${response.status}`)
  return ((await response.json()) as { sessionID: string }).sessionID
}

const getJson = async <A>(
  baseUrl: string,
  session: string,
  path: string,
  init: RequestInit = {},
): Promise<A> => {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `EC ${session}`, ...init.headers },
  })
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}`)
  return (await response.json()) as A
}

interface Nav {
  TicketCounts: {
    companyUserIds: number[]
    Agreements: Array<{ agreementid: number; Locations: Array<{ locationid: number }> }>
  }
}

/**
 * Signs the callers in and collects ids from the server: tickets of the user's company and of
 * others, agreements with one of their locations (lined up), users, an uploaded file and an export.
 */
export const prepareContext = async (baseUrl: string): Promise<FuzzContext> => {
  const user = await signIn(baseUrl, callerAccounts.user)
  const staff = await signIn(baseUrl, callerAccounts.staff)
  type Tickets = { items: Array<{ ticketid: number }> }
  const own = await getJson<Tickets>(baseUrl, user, "/v1/ticketdetails?pl=5")
  const all = await getJson<Tickets>(baseUrl, staff, "/v1/ticketdetails?pl=5&st=ticketid")
  const ticketid = [...own.items, ...all.items].map((t) => String(t.ticketid))
  const nav = await getJson<Nav>(baseUrl, staff, "/v1/leftmenu")
  const pairs = nav.TicketCounts.Agreements.filter((a) => a.Locations.length > 0).slice(0, 6)
  const mine = await getJson<Nav>(baseUrl, user, "/v1/leftmenu")
  const file = await getJson<{ fileName: string; dmsId: string }>(
    baseUrl,
    user,
    `/v1/ticket/${own.items[0]!.ticketid}/attachment?filename=fuzz-seed.txt`,
    { method: "POST", headers: { "content-type": "application/octet-stream" }, body: "seed file" },
  )
  const exported = await getJson<{ url: string }>(baseUrl, user, "/v1/excel/tickets?ticketstatus=(O)")
  return {
    sessions: { none: undefined, user, staff },
    known: {
      id: [...mine.TicketCounts.companyUserIds.map(String), "1", "999999"],
      ticketid,
      ticketID: ticketid,
      agreementid: pairs.map((a) => String(a.agreementid)),
      locationid: pairs.map((a) => String(a.Locations[0]!.locationid)),
      fileId: [exported.url.split("/").pop()!, "00000000-0000-0000-0000-000000000000"],
      dmsId: [file.dmsId, "00000000-0000-0000-0000-000000000000"],
      filename: [file.fileName, "missing/file.txt"],
      username: ["globex.user", "globex.admin", "expired.user", "nobody.here"],
      password: [DEMO_PASSWORD, "wrong password"],
    },
  }
}

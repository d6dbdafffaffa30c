import { demoPassword } from "../../server/seed/seed-catalog.ts"
import type { Rng } from "../../server/seed/prng.ts"
import { type LoadRequest, send, sendOk } from "./load-http.ts"
import { type RequestKind, requestOf, type VirtualUser } from "./load-mix.ts"

/** Server origins taken in turn: one server, or several behind the client's round-robin. */
export class RoundRobin {
  private next = 0
  private readonly origins: ReadonlyArray<string>
  constructor(origins: ReadonlyArray<string>) {
    this.origins = origins
  }
  pick(): string {
    const origin = this.origins[this.next % this.origins.length]!
    this.next += 1
    return origin
  }
}

const signIn = async (origin: string, username: string) =>
  (
    await sendOk<{ sessionID: string }>(origin, {
      method: "POST",
      path: "/v1/login",
      json: { username, password: demoPassword },
    })
  ).sessionID

/**
 * Signs `count` virtual users in (not measured), spread over the accounts in turn, and gives each
 * the ids of its account's newest 100 tickets (what detail and comment requests pick from).
 */
export const signInUsers = async (
  servers: RoundRobin,
  accounts: ReadonlyArray<string>,
  count: number,
): Promise<VirtualUser[]> => {
  const tickets = new Map<string, number[]>()
  const users: VirtualUser[] = []
  for (let i = 0; i < count; i++) {
    const account = accounts[i % accounts.length]!
    const session = await signIn(servers.pick(), account)
    if (!tickets.has(account)) {
      const path = "/v1/ticketdetails?os=0&pl=100&st=-ticketid"
      const list = await sendOk<{ items: Array<{ ticketid: number }> }>(servers.pick(), {
        method: "GET",
        path,
        session,
      })
      tickets.set(
        account,
        list.items.map((t) => t.ticketid),
      )
    }
    const ids = tickets.get(account)!
    if (ids.length === 0) throw new Error(`${account} sees no tickets`)
    users.push({ account, session, tickets: ids })
  }
  return users
}

/**
 * Sends one request of the mix for `user` and answers its status (and why none came). A sign-in that succeeds becomes
 * the user's session from then on, as in a browser (its earlier session is left to expire).
 */
export const perform = async (
  servers: RoundRobin,
  kind: RequestKind,
  user: VirtualUser,
  rng: Rng,
): Promise<{ status: number; failure?: string }> => {
  const request: LoadRequest = requestOf(kind, user, rng)
  const answer = await send(servers.pick(), request, kind === "sign-in")
  if (kind === "sign-in" && answer.status === 200)
    user.session = (answer.body as { sessionID: string }).sessionID
  return answer.failure === undefined ? { status: answer.status } : { status: 0, failure: answer.failure }
}

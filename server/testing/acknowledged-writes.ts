import { demoPassword } from "../seed/seed-catalog.ts"

/** Every write the server answered 2xx, by kind: what must still be there after a crash. */
export interface Acknowledged {
  readonly sessions: string[]
  readonly tickets: number[]
  readonly comments: Array<{ readonly ticketid: number; readonly id: number }>
  readonly attachments: Array<{ readonly ticketid: number; readonly dmsId: string; readonly text: string }>
  /** How many answers of each status the writers got (`200`, `503`, ...). */
  readonly answers: Record<string, number>
}

export const emptyAcknowledged = (): Acknowledged => ({
  sessions: [],
  tickets: [],
  comments: [],
  attachments: [],
  answers: {},
})

/** Counts the answer and says whether it was a 200. */
const ok = (acked: Acknowledged, status: number): boolean => {
  acked.answers[status] = (acked.answers[status] ?? 0) + 1
  return status === 200
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Json = Record<string, unknown>

const call = async (url: string, path: string, init: RequestInit & { session?: string } = {}) => {
  const headers = new Headers(init.headers)
  if (init.session) headers.set("authorization", `EC ${init.session}`)
  const response = await fetch(`${url}${path}`, { ...init, headers })
  const body = response.headers.get("content-type")?.includes("json") ? ((await response.json()) as Json) : {}
  return { status: response.status, body }
}

const postJson = (url: string, path: string, payload: unknown, session?: string) =>
  call(url, path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    ...(session ? { session } : {}),
  })

export const signIn = async (url: string, username: string): Promise<string> => {
  const { status, body } = await postJson(url, "/v1/login", { username, password: demoPassword })
  if (status !== 200) throw new Error(`sign-in as ${username} answered ${status}`)
  return String(body.sessionID)
}

/** An active agreement of the caller with one of its locations: where a new ticket may go. */
export const placementOf = async (url: string, session: string) => {
  const active = await call(url, "/v1/agreements?active=true", { session })
  const activeIds = new Set((active.body.results as Array<{ agreementid: number }>).map((a) => a.agreementid))
  const menu = await call(url, "/v1/leftmenu", { session })
  const agreements = (menu.body.TicketCounts as Json).Agreements as Array<{
    agreementid: number
    Locations: Array<{ locationid: number }>
  }>
  const found = agreements.find((a) => activeIds.has(a.agreementid) && a.Locations.length > 0)
  if (!found) throw new Error("no active agreement with a location")
  return { agreementid: found.agreementid, locationid: found.Locations[0]!.locationid }
}

/**
 * One writer: signs in, then creates a ticket, comments on it and attaches a file, again and again
 * until `stop()` says so or the server stops answering, recording each write answered 200.
 */
export const runWriter = async (
  url: string,
  username: string,
  acked: Acknowledged,
  stop: () => boolean,
): Promise<void> => {
  try {
    const session = await signIn(url, username)
    acked.sessions.push(session)
    const placement = await placementOf(url, session)
    for (let n = 0; !stop(); n++) {
      const created = await postJson(
        url,
        "/v1/ticket",
        { ...placement, problem: `durability ${n}`, contactname: "Dora Writer" },
        session,
      )
      if (!ok(acked, created.status)) {
        await pause(50)
        continue
      }
      const ticketid = Number(created.body.ticketid)
      acked.tickets.push(ticketid)
      const comment = { comment: `note ${n}`, ticketid, activityid: 3, applicationid: 1 }
      const commented = await postJson(url, "/v1/activity/tickets", comment, session)
      if (ok(acked, commented.status))
        acked.comments.push({ ticketid, id: Number((commented.body.item as Json).id) })
      const text = `reading ${ticketid}-${n}`
      const uploaded = await call(url, `/v1/ticket/${ticketid}/attachment?filename=reading-${n}.txt`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: text,
        session,
      })
      if (ok(acked, uploaded.status))
        acked.attachments.push({ ticketid, dmsId: String(uploaded.body.dmsId), text })
      if (n % 5 === 4) {
        const again = await postJson(url, "/v1/login", { username, password: demoPassword })
        if (ok(acked, again.status)) acked.sessions.push(String(again.body.sessionID))
      }
    }
  } catch {
    // The server went away (killed): the writes answered so far are what counts.
  }
}

/** Acknowledged writes that the server (restarted on the same data) no longer has, by kind. */
export const missingWrites = async (url: string, acked: Acknowledged) => {
  const missing = { sessions: 0, tickets: 0, comments: 0, attachments: 0 }
  for (const session of acked.sessions)
    if ((await call(url, "/v1/leftmenu", { session })).status !== 200) missing.sessions++
  const reader = await signIn(url, "developer")
  const details = new Map<number, Json | undefined>()
  for (const ticketid of acked.tickets) {
    const { status, body } = await call(url, `/v1/ticket/${ticketid}`, { session: reader })
    details.set(ticketid, status === 200 ? (body.item as Json) : undefined)
    if (status !== 200) missing.tickets++
  }
  for (const c of acked.comments) {
    const activities = (details.get(c.ticketid)?.activities ?? []) as Array<{ id: number }>
    if (!activities.some((a) => a.id === c.id)) missing.comments++
  }
  for (const a of acked.attachments) {
    const response = await fetch(`${url}/documents/${a.dmsId}`, {
      headers: { authorization: `EC ${reader}` },
    })
    if (response.status !== 200 || (await response.text()) !== a.text) missing.attachments++
  }
  return missing
}

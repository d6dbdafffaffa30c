import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { EXPORT_RETRY_SECONDS } from "./ticket-export.handlers.ts"

/**
 * One account must not stall everyone: exports are bounded (one per user, two per process, 429
 * with Retry-After beyond) and the sheet is written off the event loop, so other users' requests
 * keep answering while exports run.
 */
let server: TestServer
const sessions: Record<string, string> = {}
const COPIES = 6

beforeAll(async () => {
  server = await startTestServer()
  // 6 copies of every seeded ticket: an export of one company then takes a second or more, not milliseconds.
  await server.db.run(sql`INSERT INTO tickets (companyid, agreementid, locationid, equipmentid, equipment,
      modelnumber, serialnumber, problem, solution, contactname, createddateutc, completeddateutc,
      modifieddateutc, ticketstatus, severitylevel, employeename, latestactivitydescription, latestactivitydate)
    SELECT companyid, agreementid, locationid, equipmentid, equipment, modelnumber, serialnumber,
      problem || ' (copy ' || n || ')', solution, contactname, createddateutc, completeddateutc,
      modifieddateutc, ticketstatus, severitylevel, employeename, latestactivitydescription, latestactivitydate
    FROM tickets, generate_series(1, ${COPIES}) AS n`)
  for (const user of ["acme.user", "acme.admin", "globex.user", "globex.admin"])
    sessions[user] = await server.signIn(user)
}, 300_000)
afterAll(() => server?.stop())

const ALL = "ticketstatus=(O),(P),(C),(N)"

const call = async (path: string, user: string) => {
  const started = performance.now()
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `EC ${sessions[user]}` } })
  const body = (await response.json()) as { _tag?: string; message?: string; retryAfterSeconds?: number }
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body,
    ms: performance.now() - started,
  }
}
const exportAll = (user: string) => call(`/v1/excel/tickets?${ALL}`, user)

/** List calls by `user`, one after another, until `until` settles; their times in ms. */
const listWhile = async (user: string, until: Promise<unknown>) => {
  let done = false
  void until.finally(() => {
    done = true
  })
  const times: number[] = []
  while (!done) {
    const answer = await call("/v1/ticketdetails?pl=25&st=-ticketid", user)
    expect(answer.status).toBe(200)
    times.push(answer.ms)
  }
  return times
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
}
const summary = (times: number[]) =>
  `${times.length} calls, p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, max ${percentile(times, 100)} ms`

describe("export bounds", () => {
  it("refuses a second concurrent export by the same user with 429 and Retry-After; others' lists keep answering", async () => {
    await exportAll("acme.user") // starts the spreadsheet worker, so the timing below is the steady state
    const baseline = await listWhile("globex.user", new Promise((r) => setTimeout(r, 1_000)))
    const both = Promise.all([exportAll("acme.user"), exportAll("acme.user")])
    const during = await listWhile("globex.user", both)
    const answers = await both
    console.log(
      `another user's list: ${summary(baseline)} alone; ${summary(during)} during an export (${Math.round(Math.max(...answers.map((a) => a.ms)))} ms)`,
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429])
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.retryAfter).toBe(String(EXPORT_RETRY_SECONDS))
    expect(refused.body).toMatchObject({ _tag: "TooManyRequests", retryAfterSeconds: EXPORT_RETRY_SECONDS })
    expect(refused.body.message).toContain("Your previous export is still being prepared")
    expect(during.length).toBeGreaterThanOrEqual(3)
    expect(percentile(during, 95)).toBeLessThan(2_000)
    // The place is given back: the same user may export again at once.
    expect((await exportAll("acme.user")).status).toBe(200)
  }, 180_000)

  it("runs two exports at once in a process; a third user's waits its turn with 429", async () => {
    const answers = await Promise.all(["acme.user", "acme.admin", "globex.admin"].map(exportAll))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429])
    const refused = answers.find((a) => a.status === 429)!
    expect(refused.body.message).toBe(
      `The server is already preparing 2 exports for other users. Try again in ${EXPORT_RETRY_SECONDS} seconds.`,
    )
    expect(refused.retryAfter).toBe(String(EXPORT_RETRY_SECONDS))
  }, 180_000)
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { expectLimitRefusal } from "../testing/limit-refusal.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/** Ticket exports started are bounded per user (10 an hour), on top of the "one per user, two at once" leases. */
const LIMIT = USAGE_LIMITS.ticketExport
let server: TestServer
const sessions: Record<string, string> = {}
const ids: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  for (const user of ["acme.user", "globex.user"]) {
    sessions[user] = await server.signIn(user)
    const [row] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = ${user}`,
    )
    ids[user] = String(row!.userid)
  }
}, 120_000)
afterAll(() => server?.stop())

const exportAll = (user: string) =>
  fetch(`${server.url}/v1/excel/tickets?ticketstatus=(O),(P),(C),(N)`, {
    headers: { authorization: `EC ${sessions[user]}` },
  })
const started = async (user: string) => {
  const [row] = await server.db.run<{ hits: number }>(
    sql`SELECT hits FROM rate_limits WHERE name = ${LIMIT.name} AND subject = ${ids[user]}`,
  )
  return row?.hits ?? 0
}
const exportRows = async () =>
  (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ticket_exports`))[0]!.n

describe("the per-user export limit", () => {
  it("starts 10 exports of one user in an hour; the 11th is 429 with Retry-After and the sentence, and writes nothing", async () => {
    for (let n = 0; n < LIMIT.points; n++) expect((await exportAll("acme.user")).status).toBe(200)
    expect(await started("acme.user")).toBe(LIMIT.points)
    const before = await exportRows()
    const refused = await exportAll("acme.user")
    await expectLimitRefusal(refused, LIMIT)
    expect(mailLimitText(LIMIT, 720)).toBe(
      "You can start at most 10 ticket exports an hour. Please try again in 12 minutes.",
    )
    // The refused export gave its place back and wrote no file.
    expect(await exportRows()).toBe(before)
    expect(await server.db.run(sql`SELECT userid FROM export_leases`)).toEqual([])
    // Another user has an allowance of their own.
    expect((await exportAll("globex.user")).status).toBe(200)
  }, 300_000)

  it("starts again once the hour has passed", async () => {
    await server.db.run(
      sql`UPDATE rate_limits SET window_start = now() - interval '61 minutes' WHERE name = ${LIMIT.name}`,
    )
    expect((await exportAll("acme.user")).status).toBe(200)
    expect(await started("acme.user")).toBe(1)
  }, 120_000)
})

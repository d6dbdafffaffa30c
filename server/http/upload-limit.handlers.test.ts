import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { expectLimitRefusal } from "../testing/limit-refusal.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/** Files stored by upload are bounded per user (60 an hour), counting each file of every upload path. */
const LIMIT = USAGE_LIMITS.upload
let server: TestServer
let session: string
let userid: number
let ticketid: number
let placement: { agreementid: number; locationid: number }
beforeAll(async () => {
  server = await startTestServer()
  session = await server.signIn("acme.admin")
  const [u] = await server.db.run<{ userid: number }>(
    sql`SELECT userid FROM users WHERE username = 'acme.admin'`,
  )
  userid = u!.userid
  const [t] = await server.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
  )
  ticketid = t!.ticketid
  const [a] = await server.db.run<typeof placement>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al
        JOIN agreements a ON a.agreementid = al.agreementid WHERE a.companyid = 2 AND a.active
        ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  placement = a!
}, 120_000)
afterAll(() => server?.stop())

const upload = (name: string) =>
  fetch(`${server.url}/v1/ticket/${ticketid}/attachment?filename=${name}`, {
    method: "POST",
    headers: { authorization: `EC ${session}`, "content-type": "application/octet-stream" },
    body: new TextEncoder().encode(`bytes of ${name}`),
  })
const formOf = (problem: string, count: number) => {
  const form = new FormData()
  form.append("ticket", JSON.stringify({ ...placement, problem, contactname: "Andy Admin" }))
  for (let n = 0; n < count; n++) form.append("files", new Blob([new Uint8Array(10).fill(n)]), `f${n}.txt`)
  return form
}
const createWithFiles = (problem: string, count: number) =>
  fetch(`${server.url}/v1/ticket/withfiles`, {
    method: "POST",
    headers: { authorization: `EC ${session}` },
    body: formOf(problem, count),
  })
const counted = async () => {
  const [row] = await server.db.run<{ hits: number }>(
    sql`SELECT hits FROM rate_limits WHERE name = ${LIMIT.name} AND subject = ${String(userid)}`,
  )
  return row?.hits ?? 0
}
const fileRows = async () =>
  (
    await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ticket_files WHERE uploadedbyuserid = ${userid}`,
    )
  )[0]!.n
const expectRefusal = (answer: Response) => expectLimitRefusal(answer, LIMIT)

describe("the per-user upload limit", () => {
  it("stores 60 attachments of one user in an hour; the 61st is 429 with Retry-After and stores nothing", async () => {
    const before = await fileRows()
    for (let n = 0; n < LIMIT.points; n++) expect((await upload(`n${n}.txt`)).status).toBe(200)
    expect(await fileRows()).toBe(before + LIMIT.points)
    await expectRefusal(await upload("one-too-many.txt"))
    expect(await fileRows()).toBe(before + LIMIT.points)
    expect(await counted()).toBe(LIMIT.points)
    expect(mailLimitText(LIMIT, 720)).toBe(
      "You can upload at most 60 files an hour. Please try again in 12 minutes.",
    )
    // The typed client sees the same refusal (the contract declares it).
    const refused = await server.run(
      (c) =>
        flip(
          c.tickets.upload({
            params: { ticketid },
            query: { filename: "typed.txt" },
            payload: new Uint8Array([1]),
          }),
        ),
      session,
    )
    expect(refused).toMatchObject({ _tag: "TooManyRequests" })
  }, 120_000)

  it("counts each file of a new ticket with files; a refused one creates no ticket and no file", async () => {
    await server.db.run(
      sql`UPDATE rate_limits SET hits = ${LIMIT.points - 2} WHERE name = ${LIMIT.name} AND subject = ${String(userid)}`,
    )
    const before = await fileRows()
    await expectRefusal(await createWithFiles("Three files, two left", 3))
    const [made] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets WHERE problem = 'Three files, two left'`,
    )
    expect(made!.n).toBe(0)
    expect(await fileRows()).toBe(before)
    expect(await counted()).toBe(LIMIT.points - 2)
    expect((await createWithFiles("Two files fit", 2)).status).toBe(200)
    expect(await fileRows()).toBe(before + 2)
    // Both paths share one count: the attachment upload is refused now.
    await expectRefusal(await upload("after.txt"))
    // A new ticket without files stores nothing and is not counted.
    expect((await createWithFiles("No files", 0)).status).toBe(200)
  }, 120_000)
})

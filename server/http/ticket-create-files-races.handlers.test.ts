import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { seededScratchDatabase } from "../testing/template-postgres.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * Two new tickets of one company with files at once on PostgreSQL (PGlite's single connection runs
 * them one after another), each fitting the quota alone but not together: the company's quota lock
 * lets one through and the other answers 413 naming its file, leaving no ticket and no file rows.
 * Runs when PORTAL_TEST_DATABASE_URL is set (CI has a PostgreSQL).
 */
const QUOTA = 1024 * 1024
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
let server: TestServer
let database: Awaited<ReturnType<typeof seededScratchDatabase>> | undefined
beforeAll(async () => {
  if (adminUrl === "") return
  database = await seededScratchDatabase(adminUrl, "portal_ticket_files_races")
  server = await startTestServer({ attachmentQuotaBytes: QUOTA }, database.url)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

const tagOf = <A>(p: Promise<A>) =>
  p.then(
    () => "ok",
    (e: { _tag: string; message: string }) => `${e._tag}: ${e.message.slice(0, 30)}`,
  )

describe.skipIf(adminUrl === "")("new tickets with files racing for the quota on PostgreSQL", () => {
  it("two creations at once over the quota together: one ticket with its file, one 413 and nothing", async () => {
    const [one, two] = [await server.signIn("acme.user"), await server.signIn("acme.admin")]
    const [placement] = await server.db.run<{ agreementid: number; locationid: number }>(
      sql`SELECT al.agreementid, al.locationid FROM agreement_locations al
          JOIN agreements a ON a.agreementid = al.agreementid WHERE a.companyid = 2 AND a.active LIMIT 1`,
    )
    const [used] = await server.db.run<{ n: number }>(
      sql`SELECT coalesce(sum(f.size), 0)::int AS n FROM ticket_files f JOIN tickets t USING (ticketid) WHERE t.companyid = 2`,
    )
    // Each file takes 60% of what is left of the quota.
    const size = Math.floor((QUOTA - used!.n) * 0.6)
    const attempt = (session: string, name: string) => {
      const form = new FormData()
      form.append("ticket", JSON.stringify({ ...placement, problem: `Race ${name}`, contactname: "Race" }))
      form.append("files", new Blob([new Uint8Array(size).fill(1)]), name)
      return tagOf(server.run((c) => c.tickets.createWithFiles({ payload: form }), session))
    }
    const answers = await Promise.all([attempt(one, "one.pdf"), attempt(two, "two.pdf")])
    expect(answers.filter((a) => a === "ok")).toHaveLength(1)
    expect(answers.find((a) => a !== "ok")).toMatch(/^PayloadTooLarge: "(one|two)\.pdf"/)
    const [rows] = await server.db.run<{ tickets: number; files: number }>(
      sql`SELECT count(DISTINCT t.ticketid)::int AS tickets, count(f.fileid)::int AS files
          FROM tickets t LEFT JOIN ticket_files f ON f.ticketid = t.ticketid WHERE t.problem LIKE 'Race %'`,
    )
    expect(rows).toEqual({ tickets: 1, files: 1 })
  })
})

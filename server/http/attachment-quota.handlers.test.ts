import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/** A company's attachments share one quota (PORTAL_ATTACHMENT_QUOTA_MB); here 1 MB. */
const QUOTA = 1024 * 1024
let server: TestServer
const sessions: Record<string, string> = {}
const tickets: Record<string, number> = {}

beforeAll(async () => {
  server = await startTestServer({ attachmentQuotaBytes: QUOTA })
  for (const [user, companyid] of [
    ["acme.user", 2],
    ["globex.user", 3],
  ] as const) {
    sessions[user] = await server.signIn(user)
    const [t] = await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE companyid = ${companyid} ORDER BY ticketid LIMIT 1`,
    )
    tickets[user] = t!.ticketid
  }
})
afterAll(() => server?.stop())

const upload = (user: string, filename: string, size: number) =>
  server.run(
    (c) =>
      c.tickets.upload({
        params: { ticketid: tickets[user]! },
        query: { filename },
        payload: new Uint8Array(size).fill(7),
      }),
    sessions[user],
  )

const refusal = (user: string, filename: string, size: number) =>
  server.run(
    (c) =>
      flip(
        c.tickets.upload({
          params: { ticketid: tickets[user]! },
          query: { filename },
          payload: new Uint8Array(size).fill(7),
        }),
      ),
    sessions[user],
  )

const companyFiles = async (companyid: number) =>
  (
    await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ticket_files f JOIN tickets t ON t.ticketid = f.ticketid WHERE t.companyid = ${companyid}`,
    )
  )[0]!.n

describe("per-company attachment quota", () => {
  it("refuses an upload that would pass the quota with 413, naming the quota and what is used", async () => {
    await upload("acme.user", "first.pdf", 600 * 1024)
    const before = await companyFiles(2)
    const refused = await refusal("acme.user", "second.pdf", 500 * 1024)
    expect(refused).toMatchObject({ _tag: "PayloadTooLarge", limitBytes: QUOTA })
    expect(refused.message).toBe(
      '"second.pdf" (0.49 MB) does not fit in the attachment quota of Acme Manufacturing: 0.59 MB of 1 MB are used. Ask your service provider to raise the quota.',
    )
    // Nothing of the refused upload was kept: no row, no history entry.
    expect(await companyFiles(2)).toBe(before)
    const history = await server.db.run(
      sql`SELECT 1 FROM ticket_activities WHERE ticketid = ${tickets["acme.user"]!} AND description = 'Attachment added: second.pdf'`,
    )
    expect(history).toHaveLength(0)
  })

  it("still takes what fits, and counts each company on its own", async () => {
    await expect(upload("acme.user", "small.txt", 400 * 1024)).resolves.toMatchObject({ size: 400 * 1024 })
    await expect(upload("globex.user", "other.pdf", 900 * 1024)).resolves.toMatchObject({ size: 900 * 1024 })
    const full = await refusal("acme.user", "photo.jpg", 30 * 1024)
    expect(full.message).toContain("0.98 MB of 1 MB are used")
  })

  it("counts concurrent uploads one after the other: they cannot pass the quota together", async () => {
    const answers = await Promise.allSettled(
      [1, 2, 3].map((n) => upload("globex.user", `race-${n}.bin`, 60 * 1024)),
    )
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(2)
    const [used] = await server.db.run<{ bytes: number }>(
      sql`SELECT sum(f.size)::int AS bytes FROM ticket_files f JOIN tickets t ON t.ticketid = f.ticketid WHERE t.companyid = 3`,
    )
    expect(used!.bytes).toBeLessThanOrEqual(QUOTA)
  })
})

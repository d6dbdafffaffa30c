import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"
import { ticketCountSql } from "../tickets/ticket-list.sql.ts"

let server: TestServer
let sessions: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  const names = ["acme.user", "globex.user", "sysadmin", "sales.rep"] as const
  const signed = await Promise.all(names.map((n) => server.signIn(n)))
  sessions = Object.fromEntries(names.map((n, i) => [n, signed[i]!]))
})
afterAll(() => server?.stop())

const count = (wire: Record<string, string>, session: string) =>
  server.run((c) => c.tickets.list({ query: listQuery({ ...wire, pl: "1" }) }), session).then((r) => r.count)

/** The callers' companies, straight from the database (staff: every company). */
const companiesOf = async (username: string): Promise<string> => {
  if (username === "sysadmin") return "TRUE"
  if (username === "sales.rep")
    return `companyid IN (SELECT a.companyid FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
      JOIN users u ON u.userid = r.userid WHERE u.username = 'sales.rep')`
  return `companyid = (SELECT companyid FROM users WHERE username = '${username}')`
}

const STATUS_FILTERS = [undefined, "(O)", "(C),(P),(N)", "(P)", "(N),(O)"] as const

describe("GET /v1/ticketdetails: counts of the default list and its status tabs (issue 27)", () => {
  it("match count(*) over tickets for every caller and status filter", async () => {
    for (const username of Object.keys(sessions))
      for (const status of STATUS_FILTERS) {
        const inStatus = status
          ? `ticketstatus IN (${status.replaceAll("(", "'").replaceAll(")", "'")})`
          : "TRUE"
        const [row] = await server.db.run<{ n: number }>(
          sql.raw(
            `SELECT count(*)::int AS n FROM tickets WHERE ${await companiesOf(username)} AND ${inStatus}`,
          ),
        )
        const wire: Record<string, string> = status ? { ticketstatus: status } : {}
        expect([username, status, await count(wire, sessions[username]!)]).toEqual([username, status, row!.n])
      }
  })

  it("stay exact after a ticket changes status", async () => {
    const [open] = await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE companyid = 2 AND ticketstatus = 'O' ORDER BY ticketid LIMIT 1`,
    )
    const before = await count({ ticketstatus: "(O)" }, sessions["acme.user"]!)
    await server.db.run(sql`UPDATE tickets SET ticketstatus = 'C' WHERE ticketid = ${open!.ticketid}`)
    expect(await count({ ticketstatus: "(O)" }, sessions["acme.user"]!)).toBe(before - 1)
    await server.db.run(sql`UPDATE tickets SET ticketstatus = 'O' WHERE ticketid = ${open!.ticketid}`)
  })

  it("are read from the weekly rollup, not by counting the tickets, when only status narrows them", async () => {
    const query = listQuery({ ticketstatus: "(O)" })
    const plan = await server.db.run<{ "QUERY PLAN": string }>(
      sql`EXPLAIN ${ticketCountSql(query, { all: true })}`,
    )
    const text = plan.map((r) => r["QUERY PLAN"]).join("\n")
    expect(text).toContain("ticket_raised_weekly")
    expect(text).not.toMatch(/ on tickets\b/)
  })
})

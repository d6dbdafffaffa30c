import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TICKET_SORT_FIELDS } from "../../core/domain/tickets/sort.ts"
import { pageWindow } from "../db/page-window.ts"
import { listQuery, startTestServer, type TestServer } from "../testing/test-server.ts"
import { FILTER_FIRST_MAX_MATCHES, isFilterFirst } from "./ticket-page-plan.ts"
import { ticketCountSql, ticketPageSql } from "./ticket-list.sql.ts"

describe("isFilterFirst", () => {
  it.each<[string, Record<string, string>, number, boolean]>([
    ["a call-date range with few matches", { "calldate(btwn)": "2026-06-01:2026-06-30" }, 11_178, true],
    ["a location at the limit", { locationid: "(3)" }, FILTER_FIRST_MAX_MATCHES, true],
    ["a range past the limit", { "calldate(btwn)": "2025-01-01:2025-12-31" }, 118_000, false],
    ["a search alone", { "problem(*)": "x7" }, 1_392, false],
    ["a search within a range", { "problem(*)": "x7", "calldate(btwn)": "2026-06-01:2026-06-30" }, 12, true],
    ["the default list (dense)", {}, 30, false],
    ["a status tab (dense)", { ticketstatus: "(O)" }, 30, false],
  ])("%s: %s", (_name, wire, matches, expected) => {
    expect(isFilterFirst(listQuery(wire), matches)).toBe(expected)
  })
})

describe("ticket page filter-first", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())
  const acme = { all: false, companyIds: [2] } as const
  const ids = async (query: SQL) => (await server.db.run<{ ticketid: number }>(query)).map((r) => r.ticketid)
  const plan = async (query: SQL) =>
    (await server.db.run<{ "QUERY PLAN": string }>(sql`EXPLAIN ${query}`))
      .map((r) => r["QUERY PLAN"])
      .join("\n")

  it("reads the same pages as the ordered plan, for every sort, both directions and either end", async () => {
    const range = { "calldate(btwn)": "2024-11-01:2026-10-31" }
    const [row] = await server.db.run<{ count: number }>(ticketCountSql(listQuery(range), acme))
    const count = row!.count
    expect(count).toBeGreaterThan(40)
    for (const field of TICKET_SORT_FIELDS)
      for (const st of [field, `-${field}`])
        for (const os of [0, count - 12]) {
          const q = listQuery({ ...range, st, os: String(os), pl: "10" })
          const window = pageWindow(q, count)
          expect(window.reversed).toBe(os > count / 2)
          const filterFirst = ticketPageSql(q, acme, window, undefined, count)
          if (os === 0) expect(await plan(filterFirst), st).toContain("CTE m")
          expect(await ids(filterFirst), `${st} os ${os}`).toEqual(
            await ids(ticketPageSql(q, acme, window, undefined, Number.POSITIVE_INFINITY)),
          )
        }
  })

  it("keeps the ordered plan for the default list and past the limit", async () => {
    const q = listQuery({ "calldate(btwn)": "2026-08-01:2026-10-31" })
    const window = pageWindow(q, 100)
    expect(await plan(ticketPageSql(q, acme, window, undefined, FILTER_FIRST_MAX_MATCHES + 1))).not.toContain(
      "CTE m",
    )
    const all = listQuery({})
    expect(await plan(ticketPageSql(all, acme, pageWindow(all, 100), undefined, 100))).not.toContain("CTE m")
  })
})

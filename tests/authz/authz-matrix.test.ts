import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contractEndpoints } from "../../server/http/access-check.ts"
import { accessRules } from "../../server/http/access-rules.ts"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"
import { type CellResult, runMatrix } from "./authz-matrix.ts"
import { probes } from "./authz-probes.ts"
import { formatMatrix } from "./authz-report.ts"
import { matrixUsers, setUpMatrix } from "./authz-setup.ts"

let server: TestServer
let results: ReadonlyArray<CellResult>
beforeAll(async () => {
  server = await startTestServer({ clientLog: true })
  results = await runMatrix(await setUpMatrix(server))
  console.log(formatMatrix(results))
}, 900_000)
afterAll(() => server?.stop())

const keys = contractEndpoints().map((e) => e.key)

describe("authorization matrix", () => {
  it("has an access rule and a probe for every endpoint of the contract, and nothing else", () => {
    expect(Object.keys(accessRules).sort()).toEqual([...keys].sort())
    expect(Object.keys(probes).sort()).toEqual([...keys].sort())
  })

  it("calls every endpoint as every demo role and as nobody", () => {
    const pairs = new Set(results.map((r) => `${r.endpoint} ${r.caller}`))
    expect(pairs.size).toBe(keys.length * matrixUsers.length)
  })

  it("leaks nothing: no 2xx, row or write the caller may not have", () => {
    expect(
      results.filter((r) => r.verdict === "leak").map((r) => `${r.endpoint} as ${r.caller}: ${r.detail}`),
    ).toEqual([])
  })

  it("answers each cell as the access table says: 2xx, 401 without a session, 403, 404 out of scope", () => {
    const wrong = results.filter((r) => r.verdict === "wrong status")
    expect(
      wrong.map((r) => `${r.endpoint} as ${r.caller} (${r.relation}): expected ${r.expected}, ${r.detail}`),
    ).toEqual([])
  })

  it("refuses another company's records to company users and the sales rep, and shows them to staff", () => {
    const other = (caller: string, endpoint: string) =>
      results.find((r) => r.caller === caller && r.endpoint === endpoint && r.relation === "other")?.status
    expect(other("company user (4)", "tickets.ticket")).toBe(404)
    expect(other("sales rep (11)", "tickets.comment")).toBe(404)
    expect(other("sysadmin (2)", "tickets.ticket")).toBe(200)
  })

  it("keeps other users' records to admins of their company (403 for company users and the sales rep)", () => {
    const status = (caller: string, relation: string) =>
      results.find((r) => r.caller === caller && r.endpoint === "shell.user" && r.relation === relation)
        ?.status
    expect(status("company user (4)", "self")).toBe(200)
    expect(status("company user (4)", "own")).toBe(403)
    expect(status("sales rep (11)", "own")).toBe(403)
    expect(status("company admin (3)", "own")).toBe(200)
    expect(status("company admin (3)", "other")).toBe(404)
  })
})

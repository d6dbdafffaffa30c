import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contractEndpoints, takesUserId } from "../../server/http/access-check.ts"
import { accessRules } from "../../server/http/access-rules.ts"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"
import { type CellResult, runMatrix } from "./authz-matrix.ts"
import { probes } from "./authz-probes.ts"
import { formatMatrix } from "./authz-report.ts"
import { variants } from "./authz-variants.ts"
import { matrixUsers, setUpMatrix } from "./authz-setup.ts"
import { formatUserGrid, runUserGrid, type UserCellResult } from "./authz-user-grid.ts"
import { userProbes } from "./authz-user-probes.ts"
import { gridCallers, setUpUserGrid } from "./authz-user-setup.ts"

let server: TestServer
let results: ReadonlyArray<CellResult>
let grid: ReadonlyArray<UserCellResult>
beforeAll(async () => {
  server = await startTestServer({ clientLog: true })
  results = await runMatrix(await setUpMatrix(server))
  console.log(formatMatrix(results))
  // The second axis after the first: its sessions and made accounts are then left alone.
  grid = await runUserGrid(await setUpUserGrid(server))
  console.log(formatUserGrid(grid))
}, 900_000)
afterAll(() => server?.stop())

const keys = contractEndpoints().map((e) => e.key)
const userKeys = Object.keys(userProbes)

describe("authorization matrix", () => {
  it("has an access rule and a probe for every endpoint of the contract, and nothing else", () => {
    expect(Object.keys(accessRules).sort()).toEqual([...keys].sort())
    expect([...Object.keys(probes), ...userKeys].sort()).toEqual([...keys].sort())
  })

  it("declares every endpoint that names a user as user-targeted, with the user rule's action", () => {
    const naming = contractEndpoints()
      .filter(takesUserId)
      .map((e) => e.key)
    expect([...userKeys].sort()).toEqual([...naming].sort())
    expect(
      userKeys.filter((k) => accessRules[k as keyof typeof accessRules].userAction === undefined),
    ).toEqual([])
  })

  it("calls every endpoint as every demo role and as nobody, and every user-targeted one on every target", () => {
    const pairs = new Set(results.map((r) => `${r.endpoint} ${r.caller}`))
    expect(pairs.size).toBe((keys.length - userKeys.length + variants.length) * matrixUsers.length)
    const gridPairs = new Set(grid.map((r) => `${r.endpoint} ${r.caller}`))
    expect(gridPairs.size).toBe(userKeys.length * gridCallers.length)
    expect(new Set(grid.map((r) => r.target)).size).toBeGreaterThanOrEqual(12)
  })

  it("leaks nothing: no 2xx, row or write the caller may not have", () => {
    expect(
      results.filter((r) => r.verdict === "leak").map((r) => `${r.endpoint} as ${r.caller}: ${r.detail}`),
    ).toEqual([])
    expect(
      grid
        .filter((r) => r.verdict === "leak")
        .map((r) => `${r.endpoint} as ${r.caller} on ${r.target}: ${r.detail}`),
    ).toEqual([])
  })

  it("answers each cell as the access table says: 2xx, 401 without a session, 403, 404 out of scope", () => {
    const wrong = results.filter((r) => r.verdict === "wrong status")
    expect(
      wrong.map((r) => `${r.endpoint} as ${r.caller} (${r.relation}): expected ${r.expected}, ${r.detail}`),
    ).toEqual([])
  })

  it("answers each user-targeted cell as the user rule says", () => {
    expect(
      grid
        .filter((r) => r.verdict === "wrong status")
        .map((r) => `${r.endpoint} as ${r.caller} on ${r.target}: expected ${r.expected}, ${r.detail}`),
    ).toEqual([])
  })

  it("refuses another company's records to company users and the sales rep, and shows them to staff", () => {
    const other = (caller: string, endpoint: string) =>
      results.find((r) => r.caller === caller && r.endpoint === endpoint && r.relation === "other")?.status
    expect(other("company user (4)", "tickets.ticket")).toBe(404)
    expect(other("sales rep (11)", "tickets.comment")).toBe(404)
    expect(other("sysadmin (2)", "tickets.ticket")).toBe(200)
  })

  it("keeps accounts to those who may act on them: a system admin never changes the developer", () => {
    const status = (endpoint: string, caller: string, target: string) =>
      grid.find((r) => r.endpoint === endpoint && r.caller === caller && r.target.startsWith(`${target} `))
        ?.status
    expect(status("profile.requestEmailChange", "sysadmin (2)", "developer")).toBe(403)
    expect(status("notifications.unsubscribe", "sysadmin (2)", "developer")).toBe(403)
    expect(status("shell.user", "sysadmin (2)", "developer")).toBe(200)
    expect(status("users.update", "developer (1)", "sysadmin")).toBe(200)
    expect(status("shell.user", "acme.user (4)", "acme.user")).toBe(200)
    expect(status("shell.user", "acme.user (4)", "acme.admin")).toBe(403)
    expect(status("shell.user", "sales.rep (11)", "acme.user")).toBe(403)
    expect(status("users.update", "acme.admin (3)", "acme.user")).toBe(200)
    expect(status("shell.user", "acme.admin (3)", "globex.user")).toBe(404)
    expect(status("account.newToken", "acme.admin (3)", "grid.made.2")).toBe(403)
  })
})

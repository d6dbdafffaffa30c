import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoPassword } from "../seed/seed-catalog.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { contractEndpoints } from "./access-check.ts"
import { ROLES } from "../../core/domain/roles.ts"
import { accessRuleOf, roleAllowed } from "./access-rules.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const ruleOf = (key: string) => accessRuleOf(...(key.split(".") as [string, string]))

/** The calls an expired password still answers (README "Expired passwords", issue 11). */
const answeredWhileExpired = [
  "account.expired",
  "account.session",
  "account.newToken",
  "account.logout",
  "account.logoutAll",
]

/** A concrete path for a contract path: ids become 1, tokens 40 characters. */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (/token/i.test(name) ? "A".repeat(40) : "1"))

describe("an expired password", () => {
  it("is answered only by the session, update and sign-out calls among those needing a session", () => {
    const required = contractEndpoints().filter((e) => ruleOf(e.key)?.session === "required")
    expect(required.length).toBeGreaterThan(40)
    expect(
      required
        .filter((e) => ruleOf(e.key)?.whileExpired === true)
        .map((e) => e.key)
        .sort(),
    ).toEqual([...answeredWhileExpired].sort())
  })

  const bodyTypeOf = (key: string) =>
    key === "tickets.upload"
      ? "application/octet-stream"
      : key === "tickets.createWithFiles"
        ? "multipart/form-data; boundary=portal-test"
        : "application/json"

  it("gets 403 PasswordExpired from every other call its role may make (403 Forbidden from the rest)", async () => {
    const login = (await (
      await fetch(`${server.url}/v1/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "expired.user", password: demoPassword }),
      })
    ).json()) as { sessionID: string; passwordExpired: boolean }
    expect(login.passwordExpired).toBe(true)
    const refused: string[] = []
    const blocked = contractEndpoints().filter(
      (e) => ruleOf(e.key)?.session === "required" && ruleOf(e.key)?.whileExpired !== true,
    )
    for (const e of blocked) {
      const write = e.method !== "GET" && e.method !== "HEAD"
      const answer = await fetch(`${server.url}${concrete(e.path)}`, {
        method: e.method,
        headers: {
          authorization: `EC ${login.sessionID}`,
          // Attachments travel as bytes, a new ticket with files as a form, everything else as JSON
          // (else 415 before any check).
          ...(write ? { "content-type": bodyTypeOf(e.key) } : {}),
        },
        ...(write ? { body: "{}" } : {}),
      })
      const body = (await answer.json().catch(() => ({}))) as { _tag?: string }
      // expired.user is a company user: a call its role may not make is refused before (403 Forbidden).
      const expected = roleAllowed(ruleOf(e.key)!, ROLES.companyUser) ? "PasswordExpired" : "Forbidden"
      if (answer.status !== 403 || body._tag !== expected)
        refused.push(`${e.key} ${e.method} ${e.path}: ${answer.status} ${body._tag}`)
    }
    expect(refused).toEqual([])
    // The session still reads itself afterwards.
    const expired = await fetch(`${server.url}/v1/expired`, {
      headers: { authorization: `EC ${login.sessionID}` },
    })
    expect(await expired.json()).toEqual({ isExpired: true })
  })
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { tokenTexts } from "../../core/domain/tokens/personal-tokens.ts"
import { contractEndpoints } from "../../server/http/access-check.ts"
import { accessRules } from "../../server/http/access-rules.ts"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"

/**
 * Derived sessions (issue 26, DESIGN: sessions and security): the rows of the access table marked
 * `ownSignIn` answer 403 to a personal access token, whoever owns it, and the token calls answer
 * 403 to an impersonation session; read from the table, so a new row is checked as it lands.
 */
let server: TestServer
let developerToken: string
let impersonation: string
beforeAll(async () => {
  server = await startTestServer()
  const developer = await server.signIn("developer")
  developerToken = (await server.run((c) => c.tokens.create({ payload: { name: "matrix" } }), developer))
    .secret
  const [target] = await server.db.run<{ userid: number }>(
    sql`SELECT userid FROM users WHERE username = 'acme.admin'`,
  )
  impersonation = (
    await server.run((c) => c.impersonation.start({ payload: { userID: target!.userid } }), developer)
  ).sessionID
}, 120_000)
afterAll(() => server?.stop())

const ownSignInRows = Object.entries(accessRules)
  .filter(([, rule]) => rule.ownSignIn === true)
  .map(([key]) => key)

const send = async (key: string, authorization: string) => {
  const endpoint = contractEndpoints().find((e) => e.key === key)!
  const path = endpoint.path.replace(/:[A-Za-z]+/g, "1")
  const response = await fetch(`${server.url}${path}`, {
    method: endpoint.method,
    headers: { authorization, "content-type": "application/json" },
    // A valid body where the handler decodes one (the middleware answers before the rest decode).
    body:
      endpoint.method === "GET"
        ? undefined
        : JSON.stringify(key === "tokens.create" ? { name: "derived" } : {}),
  })
  return { status: response.status, body: (await response.json()) as { message?: string } }
}

describe("sessions derived from another", () => {
  it("reserve the token calls, the password, the email address and impersonation for the owner's own sign-in", () => {
    expect(ownSignInRows.sort()).toEqual([
      "account.logout",
      "account.logoutAll",
      "account.newToken",
      "impersonation.start",
      "profile.requestEmailChange",
      "tokens.create",
      "tokens.list",
      "tokens.revoke",
    ])
  })

  it.each(ownSignInRows)("%s answers 403 to a personal token, saying why", async (key) => {
    expect(await send(key, `Bearer ${developerToken}`)).toEqual({
      status: 403,
      body: expect.objectContaining({ _tag: "Forbidden", message: tokenTexts.refusedToToken }),
    })
  })

  it.each(ownSignInRows.filter((k) => k.startsWith("tokens.")))(
    "%s answers 403 to an impersonation session, saying why",
    async (key) => {
      expect(await send(key, `EC ${impersonation}`)).toEqual({
        status: 403,
        body: expect.objectContaining({ message: tokenTexts.refusedWhileViewingAs }),
      })
    },
  )
})

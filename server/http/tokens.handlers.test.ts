import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  PERSONAL_TOKEN_LIMITS,
  PERSONAL_TOKEN_PATTERN,
  tokenTexts,
} from "../../core/domain/tokens/personal-tokens.ts"
import { personalTokenKey } from "../auth/personal-token-caller.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/** Personal access tokens (issue 26) over HTTP, checked against the table. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.stop())

const call = async (method: string, path: string, authorization: string | undefined, json?: unknown) => {
  const headers: Record<string, string> = {}
  if (authorization) headers.authorization = authorization
  if (json !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of several shapes
  const body = (await response.json()) as any
  // Each answer's request id is its own; the rest of an error body is what is compared.
  if (body !== null && typeof body === "object") delete body.requestId
  return { status: response.status, body }
}
const ec = (session: string) => `EC ${session}`
const bearer = (secret: string) => `Bearer ${secret}`
const idOf = async (username: string) =>
  (await server.db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = ${username}`))[0]!
    .userid
const create = async (session: string, name: string, expiresInDays?: number | null) =>
  call("POST", "/v1/tokens", ec(session), { name, ...(expiresInDays === undefined ? {} : { expiresInDays }) })
const leftMenu = (auth: string) => call("GET", "/v1/leftmenu", auth)

describe("creating, listing and revoking personal access tokens", () => {
  it("answers the secret once, keeps only its hash, and never lists it", async () => {
    const me = await server.signIn("acme.user")
    const made = await create(me, "ci runner", 30)
    expect(made.status).toBe(200)
    expect(made.body.secret).toMatch(PERSONAL_TOKEN_PATTERN)
    expect(new Date(made.body.expires).getTime() - new Date(made.body.created).getTime()).toBe(
      30 * 86_400_000,
    )
    const [row] = await server.db.run<{ token_hash: string }>(
      sql`SELECT token_hash FROM personal_tokens WHERE id = ${made.body.id}`,
    )
    expect(row!.token_hash).toBe(personalTokenKey(made.body.secret))
    const dump = JSON.stringify(await server.db.run(sql`SELECT * FROM personal_tokens`))
    expect(dump).not.toContain(made.body.secret)
    const list = await call("GET", "/v1/tokens", ec(me))
    expect(list.body.items).toContainEqual({ ...made.body, secret: undefined, lastUsed: null })
    expect(JSON.stringify(list.body)).not.toContain("portal_pat_")
  })

  it("refuses a second live token of one name (any case) with 409 naming the field, frees it on revoke", async () => {
    const me = await server.signIn("globex.user")
    expect((await create(me, "Deploy")).status).toBe(200)
    const again = await create(me, "deploy")
    expect(again).toMatchObject({
      status: 409,
      body: { _tag: "Conflict", field: "name", message: tokenTexts.duplicate },
    })
    expect(await call("DELETE", "/v1/tokens/DEPLOY", ec(me))).toMatchObject({
      status: 200,
      body: { message: 'Revoked token "Deploy"' },
    })
    expect((await create(me, "deploy")).status).toBe(200)
  })

  it("refuses bad names and lifetimes with 400 naming the field", async () => {
    const me = await server.signIn("acme.user")
    expect((await create(me, "1234")).body).toMatchObject({ _tag: "BadRequest", field: "name" })
    expect((await create(me, " padded")).body).toMatchObject({ _tag: "BadRequest", field: "name" })
    expect((await create(me, "x".repeat(51))).body).toMatchObject({ _tag: "BadRequest", field: "name" })
    for (const days of [0, 366, 1.5])
      expect((await create(me, "ok name", days)).body).toMatchObject({
        _tag: "BadRequest",
        field: "expiresInDays",
      })
    expect((await create(me, "forever", null)).body.expires).toBeNull()
  })

  it(`bounds live tokens at ${PERSONAL_TOKEN_LIMITS.maxLive} per user`, async () => {
    const me = await server.signIn("sales.rep")
    for (let i = 1; i <= PERSONAL_TOKEN_LIMITS.maxLive; i++)
      expect((await create(me, `bulk ${i}`)).status).toBe(200)
    expect(await create(me, "one more")).toMatchObject({ status: 409, body: { message: tokenTexts.tooMany } })
    expect((await call("DELETE", "/v1/tokens/bulk 1", ec(me))).status).toBe(200)
    expect((await create(me, "one more")).status).toBe(200)
  })

  it("revokes by id, only the caller's own (404 for another user's), and records both in the timeline", async () => {
    const mine = await server.signIn("acme.admin")
    const other = await server.signIn("acme.user")
    const made = await create(mine, "audited")
    expect((await call("DELETE", `/v1/tokens/${made.body.id}`, ec(other))).status).toBe(404)
    expect((await call("DELETE", `/v1/tokens/${made.body.id}`, ec(mine))).status).toBe(200)
    expect((await call("DELETE", `/v1/tokens/${made.body.id}`, ec(mine))).body.message).toBe(
      tokenTexts.notFound(String(made.body.id)),
    )
    const timeline = await call("GET", `/v1/user/activity/timeline/${await idOf("acme.admin")}`, ec(mine))
    expect(timeline.body.items.slice(0, 2).map((i: { action: string }) => i.action)).toEqual([
      "PERSONAL_TOKEN_REVOKED",
      "PERSONAL_TOKEN_CREATED",
    ])
    expect(timeline.body.items[0].details).toEqual({ name: "audited" })
  })
})

describe("a personal token as the credential of a call", () => {
  it("acts with its owner's rights and scope", async () => {
    const me = await server.signIn("acme.user")
    const { secret } = (await create(me, "reader")).body
    const withToken = await leftMenu(bearer(secret))
    expect(withToken.status).toBe(200)
    expect(withToken.body).toEqual((await leftMenu(ec(me))).body)
    const staffOnly = await call("GET", "/v1/companies", bearer(secret))
    expect(staffOnly.status).toBe(403)
    const [globexTicket] = await server.db.run<{ id: number }>(
      sql`SELECT min(ticketid) AS id FROM tickets t JOIN users u ON u.companyid = t.companyid WHERE u.username = 'globex.user'`,
    )
    const paths = [
      `/v1/user/${await idOf("globex.user")}`,
      `/v1/user/${await idOf("acme.admin")}`,
      `/v1/ticket/${globexTicket!.id}`,
    ]
    for (const path of paths) {
      const [asToken, asSession] = [await call("GET", path, bearer(secret)), await call("GET", path, ec(me))]
      expect(asToken).toEqual(asSession)
      expect(asToken.status).toBeGreaterThanOrEqual(400)
    }
  })

  it("cannot manage tokens, change the password or email, or view as another user (403 saying so)", async () => {
    const dev = await server.signIn("developer")
    const { secret } = (await create(dev, "staff script")).body
    const id = await idOf("developer")
    const refused = [
      await call("GET", "/v1/tokens", bearer(secret)),
      await call("POST", "/v1/tokens", bearer(secret), { name: "another" }),
      await call("DELETE", "/v1/tokens/staff script", bearer(secret)),
      await call("POST", "/v1/newToken", bearer(secret), { userId: id, currentPassword: "x" }),
      await call("POST", `/v1/user/email/${id}`, bearer(secret), { newEmail: "dev.new@example.com" }),
      await call("POST", "/v1/impersonation/start", bearer(secret), { userID: await idOf("acme.user") }),
      await call("GET", "/v1/logout", bearer(secret)),
      await call("POST", "/v1/logout/all", bearer(secret)),
    ]
    for (const answer of refused)
      expect(answer).toMatchObject({
        status: 403,
        body: { _tag: "Forbidden", message: tokenTexts.refusedToToken },
      })
    expect((await call("GET", "/v1/impersonation/candidates?search=acme", bearer(secret))).status).toBe(200)
  })

  it("is refused to an impersonation session: no token calls while viewing as someone", async () => {
    const staff = await server.signIn("sysadmin")
    const viewing = await call("POST", "/v1/impersonation/start", ec(staff), {
      userID: await idOf("globex.admin"),
    })
    const session = viewing.body.sessionID
    for (const answer of [
      await call("GET", "/v1/tokens", ec(session)),
      await create(session, "as someone"),
      await call("DELETE", "/v1/tokens/1", ec(session)),
    ])
      expect(answer).toMatchObject({ status: 403, body: { message: tokenTexts.refusedWhileViewingAs } })
  })

  it("stops at once when revoked, when expired and while its owner is deactivated", async () => {
    const owner = await server.signIn("acme.user")
    const admin = await server.signIn("acme.admin")
    const revoked = (await create(owner, "to revoke")).body
    const expiring = (await create(owner, "to expire", 1)).body
    const deactivated = (await create(owner, "owner off")).body
    for (const t of [revoked, expiring, deactivated])
      expect((await leftMenu(bearer(t.secret))).status).toBe(200)
    await call("DELETE", `/v1/tokens/${revoked.id}`, ec(owner))
    expect((await leftMenu(bearer(revoked.secret))).body).toMatchObject({ _tag: "Unauthorized" })
    await server.db.run(
      sql`UPDATE personal_tokens SET expires = now(), created = now() - interval '1 day' WHERE id = ${expiring.id}`,
    )
    expect((await leftMenu(bearer(expiring.secret))).status).toBe(401)
    const userid = await idOf("acme.user")
    expect((await call("PATCH", `/v1/user/${userid}`, ec(admin), { userActive: false })).status).toBe(200)
    expect((await leftMenu(bearer(deactivated.secret))).status).toBe(401)
    expect((await call("PATCH", `/v1/user/${userid}`, ec(admin), { userActive: true })).status).toBe(200)
    // Deactivation revoked it: reactivating the owner brings no token back.
    expect((await leftMenu(bearer(deactivated.secret))).status).toBe(401)
    const [row] = await server.db.run<{ revoked: Date | null }>(
      sql`SELECT revoked FROM personal_tokens WHERE id = ${deactivated.id}`,
    )
    expect(row!.revoked).not.toBeNull()
  })

  it("is revoked when its owner signs out of all sessions or changes the password", async () => {
    const owner = await server.signIn("sales.rep")
    const kept = (await create(owner, "before sign out")).body
    const other = (await create(owner, "second")).body
    const [live] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM personal_tokens WHERE userid = ${await idOf("sales.rep")} AND revoked IS NULL`,
    )
    const everywhere = await call("POST", "/v1/logout/all", ec(owner))
    expect(everywhere.body.message).toMatch(
      new RegExp(`^Signed out of \\d+ sessions? and revoked ${live!.n} personal access tokens$`),
    )
    for (const t of [kept, other]) expect((await leftMenu(bearer(t.secret))).status).toBe(401)
    // Signing out everywhere again has no token left to revoke, and says nothing of tokens.
    const again = await server.signIn("sales.rep")
    expect((await call("POST", "/v1/logout/all", ec(again))).body.message).toBe("Signed out of 1 session")

    const me = await server.signIn("sales.rep")
    const script = (await create(me, "rotation")).body
    expect((await leftMenu(bearer(script.secret))).status).toBe(200)
    const userId = await idOf("sales.rep")
    const { token } = (await call("POST", "/v1/newToken", ec(me), { userId, currentPassword: demoPassword }))
      .body
    const changed = await call("POST", `/v1/reset/${token}`, undefined, { password: "Portal-Rotated-2027!" })
    expect(changed.status).toBe(200)
    expect((await leftMenu(bearer(script.secret))).body).toMatchObject({ _tag: "Unauthorized" })
    expect((await call("GET", "/v1/tokens", ec(me))).status).toBe(401)
  })

  it("writes its last use at most once a minute", async () => {
    const me = await server.signIn("globex.admin")
    const made = (await create(me, "last use")).body
    const lastUsed = async () =>
      (
        await server.db.run<{ t: string | null }>(
          sql`SELECT last_used::text AS t FROM personal_tokens WHERE id = ${made.id}`,
        )
      )[0]!.t
    expect(await lastUsed()).toBeNull()
    await leftMenu(bearer(made.secret))
    const first = await lastUsed()
    expect(first).not.toBeNull()
    await leftMenu(bearer(made.secret))
    expect(await lastUsed()).toBe(first)
    await server.db.run(
      sql`UPDATE personal_tokens SET last_used = now() - interval '61 seconds' WHERE id = ${made.id}`,
    )
    const aged = await lastUsed()
    await leftMenu(bearer(made.secret))
    expect(await lastUsed()).not.toBe(aged)
    const listed = (await call("GET", "/v1/tokens", ec(me))).body.items.find(
      (t: { id: number }) => t.id === made.id,
    )
    expect(new Date(listed.lastUsed).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it("resolves to its owner at GET /v1/session", async () => {
    const me = await server.signIn("globex.user")
    const { secret } = (await create(me, "whoami")).body
    const userID = await idOf("globex.user")
    expect((await call("GET", "/v1/session", bearer(secret))).body).toEqual({
      userID,
      isImpersonation: false,
      personalToken: true,
    })
    expect((await call("GET", "/v1/session", ec(me))).body).toEqual({
      userID,
      isImpersonation: false,
      personalToken: false,
    })
  })

  it("answers 401 for an unknown or malformed bearer token", async () => {
    expect((await leftMenu(bearer(`portal_pat_${"A".repeat(43)}`))).body.message).toBe(
      "The personal access token is not valid, has expired or was revoked",
    )
    expect((await leftMenu(bearer("nonsense"))).status).toBe(401)
  })
})

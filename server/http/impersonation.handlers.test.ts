import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { IMPERSONATION_REFUSALS } from "../../core/domain/admin/admin-access.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/** Impersonation start and end, its rules, and the audit log, through HTTP against direct SQL. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.stop())

const call = async (method: string, path: string, session: string | undefined, json?: unknown) => {
  const headers: Record<string, string> = { "user-agent": "impersonation-test/1.0" }
  if (session) headers.authorization = `EC ${session}`
  if (json !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of several shapes
    body: (await response.json()) as any,
    cookie: response.headers.get("set-cookie"),
  }
}
const idOf = async (username: string) =>
  (await server.db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = ${username}`))[0]!
    .userid
const logRows = () =>
  server.db.run<{
    action: string
    impersonator_userid: number
    impersonated_userid: number
    client_address: string
    user_agent: string
  }>(
    sql`SELECT action, impersonator_userid, impersonated_userid, client_address, user_agent FROM impersonation_log ORDER BY id`,
  )

describe("impersonation", () => {
  it("starts a session marked as impersonation, ends the staff session, and ends back into a staff session", async () => {
    const staff = await server.signIn("sysadmin")
    const target = await idOf("acme.user")
    const before = (await logRows()).length
    const started = await call("POST", "/v1/impersonation/start", staff, { userID: target })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({
      userID: target,
      isImpersonation: true,
      message: "Impersonation started",
    })
    expect(started.cookie).toContain("portal_session=")
    // The impersonation session reads as the customer: their tickets, not the admin calls.
    const imp = started.body.sessionID as string
    expect((await call("GET", `/v1/user/${target}`, imp)).body.item.username).toBe("acme.user")
    expect((await call("GET", "/v1/companies", imp)).status).toBe(403)
    expect((await call("GET", "/v1/expired", staff)).status).toBe(401)
    // No nested impersonation: the session's role cannot start one, whatever the user's role.
    expect((await call("POST", "/v1/impersonation/start", imp, { userID: target })).status).toBe(403)
    const ended = await call("POST", "/v1/impersonation/end", imp)
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({ userID: await idOf("sysadmin"), isImpersonation: false })
    expect((await call("GET", "/v1/expired", imp)).status).toBe(401)
    expect((await call("GET", "/v1/companies", ended.body.sessionID)).status).toBe(200)
    const rows = (await logRows()).slice(before)
    expect(rows.map((r) => [r.action, r.impersonator_userid, r.impersonated_userid])).toEqual([
      ["start", await idOf("sysadmin"), target],
      ["end", await idOf("sysadmin"), target],
    ])
    expect(
      rows.every((r) => r.client_address.includes("127.0.0.1") && r.user_agent === "impersonation-test/1.0"),
    ).toBe(true)
  })

  it("refuses oneself, staff accounts, deactivated and unknown users, and writes nothing", async () => {
    const staff = await server.signIn("developer")
    const before = (await logRows()).length
    const self = await call("POST", "/v1/impersonation/start", staff, { userID: await idOf("developer") })
    expect(self).toMatchObject({ status: 403, body: { message: IMPERSONATION_REFUSALS.self } })
    const peer = await call("POST", "/v1/impersonation/start", staff, { userID: await idOf("sysadmin") })
    expect(peer).toMatchObject({ status: 403, body: { message: IMPERSONATION_REFUSALS.privileged } })
    const [inactive] = await server.db.run<{ userid: number }>(
      sql`UPDATE users SET useractive = false WHERE userid = (
            SELECT userid FROM users WHERE roleid = 4 AND username NOT IN ('acme.user', 'globex.user', 'expired.user') ORDER BY userid LIMIT 1)
          RETURNING userid`,
    )
    const off = await call("POST", "/v1/impersonation/start", staff, { userID: inactive!.userid })
    expect(off).toMatchObject({
      status: 409,
      body: { field: "userID", message: IMPERSONATION_REFUSALS.inactive },
    })
    expect((await call("POST", "/v1/impersonation/start", staff, { userID: 999999 })).status).toBe(404)
    expect((await call("POST", "/v1/impersonation/start", staff, { userID: "acme.user" })).body.field).toBe(
      "userID",
    )
    expect((await logRows()).length).toBe(before)
    // Refused starts leave the staff session alive.
    expect((await call("GET", "/v1/expired", staff)).status).toBe(200)
  })

  it("answers 409 to ending a session that is not an impersonation", async () => {
    const user = await server.signIn("acme.user")
    const answer = await call("POST", "/v1/impersonation/end", user)
    expect(answer.status).toBe(409)
    expect((await call("GET", "/v1/expired", user)).status).toBe(200)
  })

  it("refuses the impersonation and signs nobody in when the impersonator was deactivated meanwhile", async () => {
    const staffId = await idOf("sysadmin")
    const imp = (
      await call("POST", "/v1/impersonation/start", await server.signIn("sysadmin"), {
        userID: await idOf("globex.user"),
      })
    ).body.sessionID as string
    await server.db.run(sql`UPDATE users SET useractive = false WHERE userid = ${staffId}`)
    try {
      // Deactivated behind the API's back: the session is refused at authentication all the same
      // (the API path, which also logs the end, is in impersonation-binding.handlers.test.ts).
      const staffSessions = () =>
        server.db.run(sql`SELECT sessionid FROM sessions WHERE userid = ${staffId}`).then((r) => r.length)
      const before = await staffSessions()
      const answer = await call("POST", "/v1/impersonation/end", imp)
      expect(answer.status).toBe(401)
      expect((await call("GET", "/v1/expired", imp)).status).toBe(401)
      expect(await staffSessions()).toBe(before)
    } finally {
      await server.db.run(sql`UPDATE users SET useractive = true WHERE userid = ${staffId}`)
    }
  })

  it("finds users to view as: active customers only, never staff", async () => {
    const staff = await server.signIn("developer")
    const found = await call("GET", "/v1/impersonation/candidates?search=acme", staff)
    expect(found.status).toBe(200)
    expect(found.body.items[0].username).toMatch(/acme/)
    expect(found.body.items.every((u: { roleId: number }) => [3, 4, 11].includes(u.roleId))).toBe(true)
    const exact = await call("GET", "/v1/impersonation/candidates?search=acme.user", staff)
    expect(exact.body.items[0].username).toBe("acme.user")
    expect((await call("GET", "/v1/impersonation/candidates?search=sysadmin", staff)).body.items).toEqual([])
  })

  it("shows the log to staff in full and to a company admin for their own company only", async () => {
    const staff = await server.signIn("developer")
    await call("POST", "/v1/impersonation/start", staff, { userID: await idOf("globex.user") })
    const all = await call("GET", "/v1/admin/impersonations", await server.signIn("sysadmin"))
    const total = (
      await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM impersonation_log`)
    )[0]!.n
    expect(all.body.count).toBe(total)
    expect(all.body.items[0]).toMatchObject({ action: "start", impersonated: { username: "globex.user" } })
    const acmeAdmin = await call("GET", "/v1/admin/impersonations", await server.signIn("acme.admin"))
    const acme = (
      await server.db.run<{ c: number }>(sql`SELECT companyid AS c FROM users WHERE username = 'acme.admin'`)
    )[0]!.c
    const own = (
      await server.db.run<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM impersonation_log WHERE companyid = ${acme}`,
      )
    )[0]!.n
    expect(own).toBeGreaterThan(0)
    expect(acmeAdmin.body.count).toBe(own)
    expect(acmeAdmin.body.items.every((r: { companyId: number }) => r.companyId === acme)).toBe(true)
    expect((await call("GET", "/v1/admin/impersonations", await server.signIn("acme.user"))).status).toBe(403)
    expect((await call("GET", "/v1/admin/impersonations", await server.signIn("sales.rep"))).status).toBe(403)
  })
})

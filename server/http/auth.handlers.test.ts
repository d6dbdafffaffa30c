import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { maxLoginAttempts } from "../auth/login.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const extraUser = async (offset: number) => {
  const rows = await server.db.run<{ username: string }>(
    sql`SELECT username FROM users WHERE userid > 8 AND useractive ORDER BY userid OFFSET ${offset} LIMIT 1`,
  )
  return rows[0]!.username
}

describe("POST /v1/login", () => {
  it("signs in and returns the session of the spec", async () => {
    const result = await server.run((c) =>
      c.auth.login({ payload: { username: "acme.user", password: demoPassword } }),
    )
    expect(result).toMatchObject({ userID: 4, passwordExpired: false, isImpersonation: false })
    expect(result.sessionID).toMatch(/^[0-9a-f]{64}$/)
  })

  it("reports an expired password for expired.user", async () => {
    const result = await server.run((c) =>
      c.auth.login({ payload: { username: "expired.user", password: demoPassword } }),
    )
    expect(result.passwordExpired).toBe(true)
    const expired = await server.run((c) => c.account.expired(), result.sessionID)
    expect(expired).toEqual({ isExpired: true })
  })

  it("counts down attempts and locks after the limit", async () => {
    const username = await extraUser(0)
    const attempts = () => server.run((c) => c.auth.loginAttempts({ payload: { username } }))
    expect(await attempts()).toEqual({ attemptsRemaining: maxLoginAttempts })
    const wrong = () =>
      server.run((c) => flip(c.auth.login({ payload: { username, password: "wrong-password" } })))
    for (let i = 1; i < maxLoginAttempts; i++) {
      expect((await wrong())._tag).toBe("Unauthorized")
      expect(await attempts()).toEqual({ attemptsRemaining: maxLoginAttempts - i })
    }
    const locked = await wrong()
    expect(locked._tag).toBe("AccountLocked")
    expect(locked.message).toContain("locked")
    expect(await attempts()).toEqual({ attemptsRemaining: 0 })
    const right = await server.run((c) =>
      flip(c.auth.login({ payload: { username, password: demoPassword } })),
    )
    expect(right._tag).toBe("AccountLocked")
  })

  it("resets the counter on success and answers the maximum for unknown users", async () => {
    const username = await extraUser(1)
    await server.run((c) => flip(c.auth.login({ payload: { username, password: "nope" } })))
    await server.run((c) => c.auth.login({ payload: { username, password: demoPassword } }))
    const attempts = await server.run((c) => c.auth.loginAttempts({ payload: { username } }))
    expect(attempts.attemptsRemaining).toBe(maxLoginAttempts)
    const unknown = await server.run((c) => c.auth.loginAttempts({ payload: { username: "no.such.user" } }))
    expect(unknown.attemptsRemaining).toBe(maxLoginAttempts)
  })
})

describe("sessions", () => {
  it("logout ends the session server-side", async () => {
    const sid = await server.signIn("globex.user")
    await server.run((c) => c.shell.leftMenu(), sid)
    await server.run((c) => c.account.logout(), sid)
    const after = await server.run((c) => flip(c.shell.leftMenu()), sid)
    expect(after._tag).toBe("Unauthorized")
  })

  it("accepts the HttpOnly cookie set by login", async () => {
    const res = await fetch(`${server.url}/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "acme.admin", password: demoPassword }),
    })
    const cookie = res.headers.get("set-cookie") ?? ""
    expect(cookie).toMatch(/portal_session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax/)
    const menu = await fetch(`${server.url}/v1/leftmenu`, { headers: { cookie: cookie.split(";")[0]! } })
    expect(menu.status).toBe(200)
    const out = await fetch(`${server.url}/v1/logout`, { headers: { cookie: cookie.split(";")[0]! } })
    expect(out.headers.get("set-cookie")).toMatch(/portal_session=;.*Expires=Thu, 01 Jan 1970/)
  })

  it("counts logins and confirms the policy", async () => {
    const sid = await server.signIn("globex.admin")
    const before = await server.run((c) => c.account.loginCount({ params: { id: 5 } }), sid)
    await server.signIn("globex.admin")
    const after = await server.run((c) => c.account.loginCount({ params: { id: 5 } }), sid)
    expect(after.count).toBe(before.count + 1)
    await server.run((c) => c.account.policyConfirmation(), sid)
    const menu = await server.run((c) => c.shell.leftMenu(), sid)
    expect(menu.TicketCounts.viewedPolicy).toBe(true)
  })

  it("rejects missing and unknown sessions with 401", async () => {
    expect((await server.run((c) => flip(c.shell.banner())))._tag).toBe("Unauthorized")
    const bogus = "f".repeat(64)
    expect((await server.run((c) => flip(c.shell.banner()), bogus))._tag).toBe("Unauthorized")
    const res = await fetch(`${server.url}/v1/leftmenu`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ _tag: "Unauthorized" })
  })
})

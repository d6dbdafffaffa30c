import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountTokenKey, newAccountToken } from "../accounts/account-tokens.ts"
import { passwordChangeMessages } from "../../core/domain/validation/password-change.ts"
import { maxLoginAttempts } from "../auth/login.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const newPassword = "Fresh-Password-2026!"

/** The newest outbox message of a kind to an address, through the demo outbox. */
const latestMail = async (kind: string, to: string) => {
  const { items } = await server.run((c) => c.dev.outbox())
  return items.find((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase())
}
const tokenOf = (link: string | null | undefined) => link?.split("/").pop() ?? ""

/** An active user that no other test signs in as, with its email. */
const spareUser = async (offset: number) => {
  const [row] = await server.db.run<{ userid: number; username: string; email: string }>(
    sql`SELECT userid, username, email FROM users WHERE userid > 8 AND useractive AND email <> ''
        ORDER BY userid OFFSET ${offset} LIMIT 1`,
  )
  return row!
}
const outboxCount = async () =>
  (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox`))[0]!.n

describe("POST /v1/forgot", () => {
  it("answers the same for a real and an unknown username, and mails only the real one", async () => {
    const user = await spareUser(0)
    const before = await outboxCount()
    const unknown = await server.run((c) => c.password.forgot({ payload: { username: "no.such.user" } }))
    expect(await outboxCount()).toBe(before)
    const known = await server.run((c) => c.password.forgot({ payload: { username: user.username } }))
    expect(known).toEqual(unknown)
    expect(await outboxCount()).toBe(before + 1)
    const mail = await latestMail("password-reset", user.email)
    expect(mail?.link).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{40}$/)
    expect(mail?.text).toContain(`${server.url.replace("127.0.0.1", "localhost")}${mail?.link}`)
    expect(mail?.subject).toBe("Service Portal: Reset your password")
    // Only the hash is stored.
    const stored = await server.db.run<{ token_hash: string }>(
      sql`SELECT token_hash FROM account_tokens WHERE userid = ${user.userid}`,
    )
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenOf(mail?.link))
  })

  it("sends at most 5 reset mails an hour to one account", async () => {
    const user = await spareUser(1)
    for (let i = 0; i < 7; i++)
      await server.run((c) => c.password.forgot({ payload: { username: user.username } }))
    const [row] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox WHERE to_address = ${user.email} AND template = 'password-reset'`,
    )
    expect(row!.n).toBe(5)
  })
})

describe("POST /v1/forgot/username", () => {
  it("mails the username to a known address and answers alike for an unknown one", async () => {
    const user = await spareUser(2)
    const a = await server.run((c) =>
      c.password.forgotUsername({ payload: { email: user.email.toUpperCase() } }),
    )
    const b = await server.run((c) => c.password.forgotUsername({ payload: { email: "nobody@example.com" } }))
    expect(a).toEqual(b)
    expect((await latestMail("forgot-username", user.email))?.text).toContain(user.username)
  })

  it("refuses a malformed address naming the rule", async () => {
    // The typed client refuses it before sending; the server must too.
    const answer = await fetch(`${server.url}/v1/forgot/username`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email" }),
    })
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { _tag: string; message: string; field?: string }
    expect(body).toMatchObject({ _tag: "BadRequest", field: "email" })
    expect(body.message).toContain("Invalid email address")
  })
})

describe("reset tokens", () => {
  it("resets once, ends sessions, clears the sign-in lock, and the token cannot be reused", async () => {
    const user = await spareUser(3)
    const session = await server.signIn(user.username)
    for (let i = 0; i < maxLoginAttempts; i++)
      await server.run((c) => flip(c.auth.login({ payload: { username: user.username, password: "wrong" } })))
    expect(await server.run((c) => c.auth.loginAttempts({ payload: { username: user.username } }))).toEqual({
      attemptsRemaining: 0,
    })
    await server.run((c) => c.password.forgot({ payload: { username: user.username } }))
    const token = tokenOf((await latestMail("password-reset", user.email))?.link)
    expect(await server.run((c) => c.password.checkToken({ params: { token } }))).toEqual({
      status: "success",
      kind: "reset",
      username: user.username,
    })
    const result = await server.run((c) =>
      c.password.reset({ params: { token }, payload: { password: newPassword } }),
    )
    expect(result.session).toBeNull()
    // The old session ended; the lock is gone; the new password works, the old one does not.
    expect((await server.run((c) => flip(c.account.expired()), session))._tag).toBe("Unauthorized")
    const signedIn = await server.run((c) =>
      c.auth.login({ payload: { username: user.username, password: newPassword } }),
    )
    expect(signedIn.userID).toBe(user.userid)
    const again = await server.run((c) =>
      flip(c.password.reset({ params: { token }, payload: { password: newPassword } })),
    )
    expect(again._tag).toBe("NotFound")
    expect((await server.run((c) => flip(c.password.checkToken({ params: { token } }))))._tag).toBe(
      "NotFound",
    )
    expect((await latestMail("password-changed", user.email))?.subject).toContain("password was changed")
  })

  it("refuses a weak password with the unmet rules and keeps the token", async () => {
    const user = await spareUser(4)
    await server.run((c) => c.password.forgot({ payload: { username: user.username } }))
    const token = tokenOf((await latestMail("password-reset", user.email))?.link)
    const error = await server.run((c) =>
      flip(c.password.reset({ params: { token }, payload: { password: "weakpassword" } })),
    )
    expect(error).toMatchObject({ _tag: "BadRequest", field: "password" })
    expect(error.message).toContain("a digit")
    expect(error.message).toContain("an uppercase letter")
    expect((await server.run((c) => c.password.checkToken({ params: { token } }))).kind).toBe("reset")
  })

  it("refuses an expired token and a token of the wrong length", async () => {
    const user = await spareUser(2)
    await server.run((c) => c.password.forgot({ payload: { username: user.username } }))
    const token = tokenOf((await latestMail("password-reset", user.email))?.link)
    await server.db.run(
      sql`UPDATE account_tokens SET expires = now() - interval '1 second' WHERE userid = ${user.userid}`,
    )
    expect((await server.run((c) => flip(c.password.checkToken({ params: { token } }))))._tag).toBe(
      "NotFound",
    )
    const short = await fetch(`${server.url}/v1/reset/${"a".repeat(39)}`)
    expect(short.status).toBe(400)
  })
})

describe("forced password update", () => {
  it("blocks every call but the allowed ones until the password is updated", async () => {
    const login = await server.run((c) =>
      c.auth.login({ payload: { username: "expired.user", password: demoPassword } }),
    )
    const session = login.sessionID
    const blocked = await server.run((c) => flip(c.shell.leftMenu()), session)
    expect(blocked).toMatchObject({ _tag: "PasswordExpired" })
    expect(await server.run((c) => c.account.expired(), session)).toEqual({ isExpired: true })
    const other = await server.run(
      (c) => flip(c.account.newToken({ payload: { userId: 4, currentPassword: demoPassword } })),
      session,
    )
    // A password token is for one's own account only (core/domain/users/user-access.ts).
    expect(other._tag).toBe("Forbidden")
    const { token } = await server.run(
      (c) => c.account.newToken({ payload: { userId: login.userID, currentPassword: demoPassword } }),
      session,
    )
    expect(token).toHaveLength(40)
    const result = await server.run((c) =>
      c.password.reset({ params: { token }, payload: { password: newPassword } }),
    )
    expect(result.session?.userID).toBe(login.userID)
    const fresh = result.session!.sessionID
    expect(await server.run((c) => c.account.expired(), fresh)).toEqual({ isExpired: false })
    const menu = await server.run((c) => c.shell.leftMenu(), fresh)
    expect(menu.TicketCounts).toBeDefined()
    expect((await server.run((c) => flip(c.account.expired()), session))._tag).toBe("Unauthorized")
  })
})

describe("a signed-in password change needs the current password (issue 22)", () => {
  /** A fresh company user with the demo password, that no other test touches. */
  const freshUser = async (name: string) => {
    const [row] = await server.db.run<{ userid: number; username: string }>(
      sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
          SELECT ${name}, password_hash, roleid, companyid, 'Fresh', 'User', ${`${name}@example.com`}
          FROM users WHERE username = 'acme.user'
          RETURNING userid, username`,
    )
    return row!
  }
  const newToken = (session: string, json: unknown) =>
    fetch(`${server.url}/v1/newToken`, {
      method: "POST",
      headers: { authorization: `EC ${session}`, "content-type": "application/json" },
      body: JSON.stringify(json),
    }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { field?: string; message?: string },
    }))

  it("refuses a token for a session alone or a wrong current password, and locks like sign-in", async () => {
    const user = await freshUser("change.locked")
    const session = await server.signIn(user.username)
    expect((await newToken(session, { userId: user.userid })).status).toBe(400)
    expect(await newToken(session, { userId: user.userid, currentPassword: "" })).toMatchObject({
      status: 400,
      body: { field: "currentPassword", message: passwordChangeMessages.currentRequired },
    })
    for (let attempt = 1; attempt < maxLoginAttempts; attempt++)
      expect(
        await newToken(session, { userId: user.userid, currentPassword: `Wrong-Guess-${attempt}!` }),
      ).toMatchObject({
        status: 400,
        body: {
          field: "currentPassword",
          message: passwordChangeMessages.currentWrong(maxLoginAttempts - attempt),
        },
      })
    expect((await newToken(session, { userId: user.userid, currentPassword: "Wrong-Guess-5!" })).status).toBe(
      423,
    )
    // The lock is the sign-in lock: the right password is refused too until it runs out.
    expect((await newToken(session, { userId: user.userid, currentPassword: demoPassword })).status).toBe(423)
    const signIn = await server.run((c) =>
      flip(c.auth.login({ payload: { username: user.username, password: demoPassword } })),
    )
    expect(signIn._tag).toBe("AccountLocked")
    const [row] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM account_tokens WHERE userid = ${user.userid} AND kind = 'update'`,
    )
    expect(row!.n).toBe(0)
  })

  it("refuses the current password as the new one, then changes it with the right one", async () => {
    const user = await freshUser("change.same")
    const session = await server.signIn(user.username)
    const token = async () => {
      const answer = await newToken(session, { userId: user.userid, currentPassword: demoPassword })
      expect(answer.status).toBe(200)
      return (answer.body as { token: string }).token
    }
    const first = await token()
    const same = await server.run((c) =>
      flip(c.password.reset({ params: { token: first }, payload: { password: demoPassword } })),
    )
    expect(same).toMatchObject({
      _tag: "BadRequest",
      field: "password",
      message: passwordChangeMessages.sameAsCurrent,
    })
    // Refused without side effects: the session still works and the token is still live.
    expect(await server.run((c) => c.account.expired(), session)).toEqual({ isExpired: false })
    const done = await server.run((c) =>
      c.password.reset({ params: { token: first }, payload: { password: newPassword } }),
    )
    expect(done.session?.userID).toBe(user.userid)
    const signedIn = await server.run((c) =>
      c.auth.login({ payload: { username: user.username, password: newPassword } }),
    )
    expect(signedIn.userID).toBe(user.userid)
  })
})

describe("outside demo mode, with a small sign-in allowance", () => {
  it("has no GET /v1/dev/outbox, and counts recovery requests against the address's allowance", async () => {
    const plain = await startTestServer({ demoMode: false, signInsPerAddress: 2 })
    try {
      const error = await plain.run((c) => flip(c.dev.outbox()))
      expect(error._tag).toBe("NotFound")
      const forgot = () => plain.run((c) => flip(c.password.forgot({ payload: { username: "acme.user" } })))
      await plain.run((c) => c.password.forgot({ payload: { username: "acme.user" } }))
      await plain.run((c) => c.password.forgotUsername({ payload: { email: "a@example.com" } }))
      expect((await forgot())._tag).toBe("TooManyRequests")
    } finally {
      await plain.stop()
    }
    // A second server starts (migrations and seed) inside the test: give it the setup allowance.
  }, 180_000)
})

describe("account setup", () => {
  it("a setup token sets the first password and signs the user in", async () => {
    const user = await spareUser(4)
    const token = newAccountToken()
    await server.db.run(
      sql`INSERT INTO account_tokens (token_hash, userid, kind, expires)
          VALUES (${accountTokenKey(token)}, ${user.userid}, 'setup', now() + interval '1 day')`,
    )
    expect((await server.run((c) => c.password.checkToken({ params: { token } }))).kind).toBe("setup")
    const result = await server.run((c) =>
      c.password.reset({ params: { token }, payload: { password: newPassword } }),
    )
    expect(result.session?.userID).toBe(user.userid)
    expect(await server.run((c) => c.account.expired(), result.session!.sessionID)).toEqual({
      isExpired: false,
    })
  })
})

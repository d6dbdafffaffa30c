import { sql } from "drizzle-orm"
import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest"
import { ROLES } from "../../core/domain/roles.ts"
import { maxSessionsPerUser } from "../auth/session-store.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * Issue 22: an impersonation session is bound to its staff member. Whatever ends the staff
 * member's sessions (deactivation, a new password, signing out everywhere, a lost role, a move to
 * another company) ends their impersonations too; they last at most the configured lifetime; and
 * ending one that has ended issues no staff session.
 */
let server: TestServer
const lifetimeMs = 25 * 60_000
const ids: Record<string, number> = {}
beforeAll(async () => {
  server = await startTestServer({ impersonationLifetimeMs: lifetimeMs })
  const rows = await server.db.run<{ userid: number; username: string; companyid: number }>(
    sql`SELECT userid, username, companyid FROM users WHERE username IN ('developer', 'sysadmin', 'acme.admin', 'acme.user')`,
  )
  for (const r of rows) ids[r.username] = r.userid
  ids.acme = rows.find((r) => r.username === "acme.user")!.companyid
}, 120_000)
afterAll(() => server?.stop())
// Every test binds sysadmin's impersonations to a change of sysadmin; put sysadmin back after each.
afterEach(async () => {
  await server.db.run(
    sql`UPDATE users s SET useractive = true, roleid = ${ROLES.systemAdmin}, companyid = d.companyid,
          password_hash = d.password_hash
        FROM users d WHERE d.username = 'developer' AND s.username = 'sysadmin'`,
  )
})

const viewAs = async (target: string, staff = "sysadmin") =>
  (
    await server.run(
      (c) => c.impersonation.start({ payload: { userID: ids[target]! } }),
      await server.signIn(staff),
    )
  ).sessionID
/** The tag of the answer to a plain read with the session ("ok" when it answers). */
const readWith = (session: string) =>
  server
    .run((c) => c.account.expired(), session)
    .then(
      () => "ok",
      (e: { _tag: string }) => e._tag,
    )
const endWith = (session: string) => server.run((c) => flip(c.impersonation.end()), session)
const sessionsOf = async (userid: number) =>
  (
    await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE userid = ${userid}`)
  )[0]!.n
const lastLog = async () =>
  (
    await server.db.run<{ action: string; impersonator_userid: number; impersonated_userid: number }>(
      sql`SELECT action, impersonator_userid, impersonated_userid FROM impersonation_log ORDER BY id DESC LIMIT 1`,
    )
  )[0]

/** The session is refused, and `end` on it answers 401 without opening a staff session. */
const expectEnded = async (session: string) => {
  expect(await readWith(session)).toBe("Unauthorized")
  const before = await sessionsOf(ids.sysadmin!)
  expect((await endWith(session))._tag).toBe("Unauthorized")
  expect(await sessionsOf(ids.sysadmin!)).toBe(before)
}

describe("an impersonation ends with its staff member's sessions", () => {
  it("when the staff member is deactivated: no new accounts, no staff session, an end in the log", async () => {
    const session = await viewAs("acme.admin")
    expect(await readWith(session)).toBe("ok")
    const developer = await server.signIn("developer")
    await server.run(
      (c) => c.users.update({ params: { id: ids.sysadmin! }, payload: { userActive: false } }),
      developer,
    )
    expect(await lastLog()).toMatchObject({ action: "end", impersonator_userid: ids.sysadmin })
    const create = await server.run(
      (c) =>
        flip(
          c.users.create({
            payload: {
              username: "made.by.gone.staff",
              email: "gone.staff@example.com",
              firstname: "Gone",
              lastname: "Staff",
              roleid: ROLES.companyAdmin,
              companyid: ids.acme!,
            },
          }),
        ),
      session,
    )
    expect(create._tag).toBe("Unauthorized")
    await expectEnded(session)
  })

  it("when the staff member resets their password through a mailed link", async () => {
    const session = await viewAs("acme.user")
    await server.run((c) => c.password.forgot({ payload: { username: "sysadmin" } }))
    const { items } = await server.run((c) => c.dev.outbox())
    const link = items.find((m) => m.kind === "password-reset")?.link ?? ""
    const token = link.split("/").pop()!
    await server.run((c) =>
      c.password.reset({ params: { token }, payload: { password: "Fresh-Password-2026!" } }),
    )
    await expectEnded(session)
  })

  it("when the staff member signs out of all sessions elsewhere", async () => {
    const session = await viewAs("acme.user")
    const elsewhere = await server.signIn("sysadmin")
    await server.run((c) => c.account.logoutAll(), elsewhere)
    expect(await lastLog()).toMatchObject({ action: "end", impersonated_userid: ids["acme.user"] })
    await expectEnded(session)
  })

  it("when the staff member loses the role that allowed it", async () => {
    const session = await viewAs("acme.user")
    const developer = await server.signIn("developer")
    await server.run(
      (c) => c.users.savePermissions({ payload: { userId: ids.sysadmin!, roleid: ROLES.salesRep } }),
      developer,
    )
    expect(await lastLog()).toMatchObject({ action: "end", impersonator_userid: ids.sysadmin })
    await expectEnded(session)
  })

  it("when any write moves the staff member to another company, even one that ends no session", async () => {
    const session = await viewAs("acme.user")
    await server.db.run(sql`UPDATE users SET companyid = ${ids.acme!} WHERE userid = ${ids.sysadmin!}`)
    await expectEnded(session)
  })
})

describe("ending and signing out", () => {
  it("signing out of all sessions while viewing as someone ends the impersonation only", async () => {
    const own = await server.signIn("acme.user")
    const session = await viewAs("acme.user")
    const answer = await server.run((c) => c.account.logoutAll(), session)
    expect(answer.message).toBe("Signed out of 1 session")
    expect(await readWith(session)).toBe("Unauthorized")
    expect(await readWith(own)).toBe("ok")
    expect(await lastLog()).toMatchObject({ action: "end", impersonated_userid: ids["acme.user"] })
  })

  it("signing out while viewing as someone is logged as the impersonation's end", async () => {
    const session = await viewAs("acme.admin")
    await server.run((c) => c.account.logout(), session)
    expect(await lastLog()).toMatchObject({ action: "end", impersonated_userid: ids["acme.admin"] })
  })

  it("a sign-in of the viewed user past the session cap that ends the impersonation logs its end", async () => {
    const session = await viewAs("acme.admin")
    const user = ids["acme.admin"]!
    // The impersonation becomes the user's oldest live session, behind a full cap of newer ones.
    await server.db.run(
      sql`UPDATE sessions SET created = created - interval '1 hour' WHERE userid = ${user} AND is_impersonation AND ended IS NULL`,
    )
    await server.db.run(
      sql`INSERT INTO sessions (sessionid, userid, created, expires)
          SELECT encode(sha256(convert_to('cap-' || g || '-' || random(), 'UTF8')), 'hex'), ${user},
            now() - interval '1 minute', now() + interval '1 hour'
          FROM generate_series(1, ${maxSessionsPerUser}::int) g`,
    )
    const ends = async () =>
      (
        await server.db.run<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM impersonation_log WHERE action = 'end' AND impersonated_userid = ${user}`,
        )
      )[0]!.n
    const before = await ends()
    await server.signIn("acme.admin")
    expect(await readWith(session)).toBe("Unauthorized")
    expect(await ends()).toBe(before + 1)
    expect(await lastLog()).toMatchObject({
      action: "end",
      impersonator_userid: ids.sysadmin,
      impersonated_userid: user,
    })
  })

  it("lives at most the configured lifetime", async () => {
    const session = await viewAs("acme.user")
    const [row] = await server.db.run<{ ms: number }>(
      sql`SELECT (extract(epoch FROM expires - created) * 1000)::int AS ms FROM sessions
          WHERE userid = ${ids["acme.user"]!} AND is_impersonation ORDER BY created DESC LIMIT 1`,
    )
    expect(row!.ms).toBe(lifetimeMs)
    // The lifetime passes (the session's clock moved back by it).
    await server.db.run(
      sql`UPDATE sessions SET created = created - ${`${lifetimeMs} milliseconds`}::interval,
            expires = expires - ${`${lifetimeMs} milliseconds`}::interval
          WHERE userid = ${ids["acme.user"]!} AND is_impersonation AND ended IS NULL`,
    )
    await expectEnded(session)
  })
})

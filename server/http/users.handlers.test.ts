import { sql } from "drizzle-orm"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAIL_LIMITS, mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { TAKEN_VALUES_LIMIT } from "../../core/domain/users/taken-values.ts"
import { listQueryParseOptions } from "../../core/schema/list-query.schema.ts"
import { UserListQuery } from "../../core/schema/user-list-query.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
const sid: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  for (const name of ["developer", "sysadmin", "acme.admin", "acme.user", "globex.admin", "sales.rep"])
    sid[name] = await server.signIn(name)
}, 300_000)
afterAll(() => server?.stop())

const q = (wire: Record<string, string> = {}) =>
  Schema.decodeUnknownSync(UserListQuery)(wire, listQueryParseOptions)
const list = (who: string, wire: Record<string, string> = {}) =>
  server.run((c) => c.users.list({ query: q(wire) }), sid[who])
const tagOf = async (p: Promise<{ _tag: string }>) => (await p)._tag

/** The oracle: users of a company by SQL. */
const usersOf = async (companyid: number, where = sql`TRUE`) =>
  (
    await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE companyid = ${companyid} AND ${where} ORDER BY firstname, userid`,
    )
  ).map((r) => r.userid)

describe("GET /v1/users", () => {
  it("lists the company admin's own company, by first name, with the count", async () => {
    const answer = await list("acme.admin", { pl: "1000" })
    expect(answer.items.map((u) => u.userid)).toEqual(await usersOf(2))
    expect(answer.count).toBe((await usersOf(2)).length)
  })

  it("filters by useractive, searches, sorts and pages", async () => {
    const inactive = await list("sysadmin", { useractive: "(0)", pl: "1000" })
    expect(inactive.items.every((u) => !u.useractive)).toBe(true)
    expect(inactive.count).toBe(
      (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE NOT useractive`))[0]!
        .n,
    )
    const found = await list("sysadmin", { "firstname(*)": "glor", "email(*)": "glor" })
    expect(found.items.map((u) => u.username)).toEqual(["globex.admin"])
    const byName = await list("sysadmin", { st: "-lastname", pl: "3" })
    const names = byName.items.map((u) => u.lastname)
    expect(names).toEqual([...names].sort().reverse())
    const second = await list("sysadmin", { os: "3", pl: "3" })
    const first = await list("sysadmin", { pl: "6" })
    expect(second.items.map((u) => u.userid)).toEqual(first.items.slice(3).map((u) => u.userid))
  })

  it("keeps a company admin in its company whatever companyid it asks for", async () => {
    const answer = await list("acme.admin", { companyid: "(3)" })
    expect(answer.count).toBe(0)
  })

  it("refuses company users and sales reps, and names a bad parameter", async () => {
    expect(await tagOf(server.run((c) => flip(c.users.list({ query: q() })), sid["acme.user"]))).toBe(
      "Forbidden",
    )
    expect(await tagOf(server.run((c) => flip(c.users.list({ query: q() })), sid["sales.rep"]))).toBe(
      "Forbidden",
    )
    const res = await fetch(`${server.url}/v1/users?useractive=(2)`, {
      headers: { authorization: `EC ${sid.sysadmin}` },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("useractive values must be 1 or 0")
  })
})

describe("GET /v1/users/admin and /v1/company/:id/users", () => {
  it("gives staff every company, narrowed by companyid; refuses company admins", async () => {
    const all = await server.run((c) => c.users.adminList({ query: q({ pl: "1000" }) }), sid.sysadmin)
    const total = (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`))[0]!.n
    expect(all.count).toBe(total)
    const globex = await server.run(
      (c) => c.users.adminList({ query: q({ companyid: "(3)" }) }),
      sid.developer,
    )
    expect(globex.items.every((u) => u.companyid === 3)).toBe(true)
    expect(await tagOf(server.run((c) => flip(c.users.adminList({ query: q() })), sid["acme.admin"]))).toBe(
      "Forbidden",
    )
  })

  it("answers a company's users in scope and 404 for another company", async () => {
    const own = await server.run((c) => c.users.companyUsers({ params: { id: 2 } }), sid["acme.admin"])
    expect(own.results.map((u) => u.userid).sort()).toEqual((await usersOf(2)).sort())
    expect(
      await tagOf(server.run((c) => flip(c.users.companyUsers({ params: { id: 3 } })), sid["acme.admin"])),
    ).toBe("NotFound")
  })
})

describe("GET /v1/user/:id with s", () => {
  it("answers only the listed fields and the id", async () => {
    const answer = await server.run(
      (c) => c.shell.user({ params: { id: 4 }, query: { s: ["firstname", "email"] } }),
      sid["acme.user"],
    )
    expect(answer.item).toEqual({ userid: 4, firstname: "Andy", email: expect.any(String) })
    const res = await fetch(`${server.url}/v1/user/4?s=firstname,password_hash`, {
      headers: { authorization: `EC ${sid["acme.user"]}` },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("unknown field password_hash")
  })
})

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  firstname: "New",
  lastname: "Person",
  roleid: 4,
  companyid: 2,
  ...extra,
})

const setupLink = async (email: string) => {
  const [row] = await server.db.run<{ text_body: string }>(
    sql`SELECT text_body FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  )
  return row?.text_body.match(/\/complete-setup\/([A-Za-z0-9_-]{40})/)?.[1]
}

describe("POST /v1/user", () => {
  it("creates the account with its timeline entry and mails the setup link; the link sets a password", async () => {
    const created = await server.run(
      (c) => c.users.create({ payload: newUser("new.person") }),
      sid["acme.admin"],
    )
    expect(created.item).toMatchObject({ username: "new.person", companyid: 2, roleid: 4, useractive: true })
    const token = await setupLink("new.person@example.com")
    expect(token).toBeDefined()
    const timeline = await server.run(
      (c) => c.users.timeline({ params: { id: created.item.userid }, query: {} }),
      sid["acme.admin"],
    )
    expect(timeline.items[0]).toMatchObject({ action: "USER_CREATED", createdBy: 3 })
    const saved = await server.run((c) =>
      c.password.reset({ params: { token: token! }, payload: { password: "Fresh-Start-2026!" } }),
    )
    expect(saved.session).not.toBeNull()
    const login = await server.run((c) =>
      c.auth.login({ payload: { username: "new.person", password: "Fresh-Start-2026!" } }),
    )
    expect(login.userID).toBe(created.item.userid)
  })

  it("names a taken username or email, and a bad field", async () => {
    const dupe = await server.run(
      (c) => flip(c.users.create({ payload: newUser("ACME.USER") })),
      sid.sysadmin,
    )
    expect(dupe).toMatchObject({ _tag: "Conflict", field: "username" })
    const email = (await server.db.run<{ email: string }>(sql`SELECT email FROM users WHERE userid = 4`))[0]!
      .email
    const dupeMail = await server.run(
      (c) => flip(c.users.create({ payload: newUser("other.name", { email: email.toUpperCase() }) })),
      sid.sysadmin,
    )
    expect(dupeMail).toMatchObject({ _tag: "Conflict", field: "email" })
    const res = await fetch(`${server.url}/v1/user`, {
      method: "POST",
      headers: { authorization: `EC ${sid.sysadmin}`, "content-type": "application/json" },
      body: JSON.stringify(newUser("has space")),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("Username cannot contain spaces")
  })

  it("bounds the accounts (each mailed a setup link) one user creates: 429 with Retry-After past 100 an hour", async () => {
    const [me] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = 'acme.admin'`,
    )
    const { name, points } = MAIL_LIMITS.newUser
    // As if this hour's 100 were spent (creating 100 accounts here would only be slower).
    await server.db.run(
      sql`INSERT INTO rate_limits (name, subject, window_start, hits) VALUES (${name}, ${String(me!.userid)}, now(), ${points})
          ON CONFLICT (name, subject) DO UPDATE SET window_start = now(), hits = ${points}`,
    )
    const refused = await fetch(`${server.url}/v1/user`, {
      method: "POST",
      headers: { authorization: `EC ${sid["acme.admin"]}`, "content-type": "application/json" },
      body: JSON.stringify(newUser("over.the.bound")),
    })
    expect(refused.status).toBe(429)
    const seconds = Number(refused.headers.get("retry-after"))
    expect(await refused.json()).toMatchObject({ message: mailLimitText(MAIL_LIMITS.newUser, seconds) })
    const [made] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE username = 'over.the.bound'`,
    )
    expect(made!.n).toBe(0)
    // The window passes: counting starts again.
    await server.db.run(
      sql`UPDATE rate_limits SET window_start = now() - interval '61 minutes' WHERE name = ${name} AND subject = ${String(me!.userid)}`,
    )
    await server.run((c) => c.users.create({ payload: newUser("over.the.bound") }), sid["acme.admin"])
  })

  it(`bounds taken usernames and addresses one caller meets: ${TAKEN_VALUES_LIMIT.points} an hour, then 429 whatever the value`, async () => {
    // globex.admin's own hour: the refusals are counted although each transaction rolls back.
    const taken = (
      await server.db.run<{ email: string }>(sql`SELECT email FROM users WHERE username = 'sysadmin'`)
    )[0]!.email
    for (let i = 0; i < TAKEN_VALUES_LIMIT.points; i++) {
      const payload =
        i % 2 === 0
          ? newUser("DEVELOPER", { companyid: 3 })
          : newUser(`free.${i}`, { companyid: 3, email: taken })
      expect(await server.run((c) => flip(c.users.create({ payload })), sid["globex.admin"])).toMatchObject({
        _tag: "Conflict",
      })
    }
    // Past the bound a free value and a taken one get the same answer, and nothing is created.
    for (const payload of [newUser("free.after", { companyid: 3 }), newUser("acme.user", { companyid: 3 })]) {
      const refused = await fetch(`${server.url}/v1/user`, {
        method: "POST",
        headers: { authorization: `EC ${sid["globex.admin"]}`, "content-type": "application/json" },
        body: JSON.stringify(payload),
      })
      expect(refused.status).toBe(429)
      const seconds = Number(refused.headers.get("retry-after"))
      expect(await refused.json()).toMatchObject({ message: mailLimitText(TAKEN_VALUES_LIMIT, seconds) })
    }
    const [made] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE username = 'free.after'`,
    )
    expect(made!.n).toBe(0)
    // Changing an address is bounded by the same count; other edits are not.
    const globexUser = (
      await server.db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = 'globex.user'`)
    )[0]!.userid
    expect(await patchFails("globex.admin", globexUser, { email: "brand.new@example.com" })).toMatchObject({
      _tag: "TooManyRequests",
    })
    expect((await patch("globex.admin", globexUser, { firstname: "Gloria" })).item.firstname).toBe("Gloria")
    // Another caller's count is their own, and internal staff (who list every user) are not bounded.
    expect(
      await server.run((c) => flip(c.users.create({ payload: newUser("DEVELOPER") })), sid["acme.admin"]),
    ).toMatchObject({ _tag: "Conflict" })
    for (let i = 0; i <= TAKEN_VALUES_LIMIT.points; i++)
      expect(
        await server.run((c) => flip(c.users.create({ payload: newUser("DEVELOPER") })), sid.sysadmin),
      ).toMatchObject({ _tag: "Conflict" })
  })

  it("bounds the company and the role by the caller", async () => {
    const elsewhere = await server.run(
      (c) => flip(c.users.create({ payload: newUser("x.globex", { companyid: 3 }) })),
      sid["acme.admin"],
    )
    expect(elsewhere._tag).toBe("NotFound")
    const staffRole = await server.run(
      (c) => flip(c.users.create({ payload: newUser("x.staff", { roleid: 2 }) })),
      sid["acme.admin"],
    )
    expect(staffRole).toMatchObject({ _tag: "BadRequest", field: "roleid" })
    const dev = await server.run(
      (c) => flip(c.users.create({ payload: newUser("x.dev", { roleid: 1, companyid: 1 }) })),
      sid.sysadmin,
    )
    expect(dev).toMatchObject({ _tag: "BadRequest", field: "roleid" })
    expect(
      await tagOf(server.run((c) => flip(c.users.create({ payload: newUser("x.u") })), sid["acme.user"])),
    ).toBe("Forbidden")
  })
})

const patch = (who: string, id: number, payload: Record<string, unknown>) =>
  server.run((c) => c.users.update({ params: { id }, payload }), sid[who])
const patchFails = (who: string, id: number, payload: Record<string, unknown>) =>
  server.run((c) => flip(c.users.update({ params: { id }, payload })), sid[who])

describe("PATCH /v1/user/:id", () => {
  it("changes only the changed fields and records them", async () => {
    const answer = await patch("acme.admin", 4, { firstname: "Andy", lastname: "Ackermann", phonenumber: "" })
    expect(answer.item).toMatchObject({ lastname: "Ackermann", phonenumber: null })
    const [entry] = (
      await server.run((c) => c.users.timeline({ params: { id: 4 }, query: {} }), sid["acme.admin"])
    ).items
    expect(entry).toMatchObject({
      action: "USER_UPDATED",
      createdBy: 3,
      details: { fields: ["lastname", "phonenumber"] },
    })
  })

  it("lets users change their own name and phone, but not their email, status or others", async () => {
    expect((await patch("acme.user", 4, { phonenumberextension: "12" })).item.phonenumberextension).toBe("12")
    expect(await patchFails("acme.user", 4, { userActive: false })).toMatchObject({ _tag: "Forbidden" })
    expect(await patchFails("acme.user", 4, { email: "me@elsewhere.example" })).toMatchObject({
      _tag: "Forbidden",
    })
    expect((await patchFails("acme.user", 3, { firstname: "X" }))._tag).toBe("Forbidden")
    expect((await patchFails("acme.admin", 3, { userActive: false })).message).toContain("their own account")
    expect((await patchFails("acme.admin", 6, { firstname: "X" }))._tag).toBe("NotFound")
    expect((await patchFails("sysadmin", 1, { firstname: "X" }))._tag).toBe("Forbidden")
  })

  it("deactivating ends the user's sessions at once and refuses sign-in; activating lets them back", async () => {
    const victim = await server.run((c) => c.users.create({ payload: newUser("short.lived") }), sid.sysadmin)
    const token = await setupLink("short.lived@example.com")
    await server.run((c) =>
      c.password.reset({ params: { token: token! }, payload: { password: "Short-Lived-2026!" } }),
    )
    const session = await server.run((c) =>
      c.auth.login({ payload: { username: "short.lived", password: "Short-Lived-2026!" } }),
    )
    await patch("acme.admin", victim.item.userid, { userActive: false })
    const after = await fetch(`${server.url}/v1/leftmenu`, {
      headers: { authorization: `EC ${session.sessionID}` },
    })
    expect(after.status).toBe(401)
    const refused = await server.run((c) =>
      flip(c.auth.login({ payload: { username: "short.lived", password: "Short-Lived-2026!" } })),
    )
    expect(refused._tag).not.toBe(undefined)
    await patch("acme.admin", victim.item.userid, { userActive: true })
    const back = await server.run((c) =>
      c.auth.login({ payload: { username: "short.lived", password: "Short-Lived-2026!" } }),
    )
    expect(back.userID).toBe(victim.item.userid)
    const actions = (
      await server.run(
        (c) => c.users.timeline({ params: { id: victim.item.userid }, query: {} }),
        sid.sysadmin,
      )
    ).items.map((i) => i.action)
    expect(actions.slice(0, 2)).toEqual(["USER_ACTIVATED", "USER_DEACTIVATED"])
  })
})

describe("permissions", () => {
  it("reads the role and features with what the caller may assign", async () => {
    const own = await server.run((c) => c.users.permissions({ params: { userId: 4 } }), sid["acme.user"])
    expect(own).toMatchObject({ roleid: 4, editable: false, assignableRoles: [] })
    const byAdmin = await server.run((c) => c.users.permissions({ params: { userId: 4 } }), sid["acme.admin"])
    expect(byAdmin.editable).toBe(true)
    expect(byAdmin.assignableRoles.map((r) => r.roleid)).toEqual([3, 4])
  })

  it("switches a feature off, which the server then enforces, and changes roles within bounds", async () => {
    await server.run(
      (c) => c.users.savePermissions({ payload: { userId: 4, features: { exportTickets: false } } }),
      sid["acme.admin"],
    )
    const refused = await fetch(`${server.url}/v1/excel/tickets`, {
      headers: { authorization: `EC ${sid["acme.user"]}` },
    })
    expect(refused.status).toBe(403)
    await server.run(
      (c) => c.users.savePermissions({ payload: { userId: 4, features: { exportTickets: true } } }),
      sid["acme.admin"],
    )
    const raised = await server.run(
      (c) => flip(c.users.savePermissions({ payload: { userId: 3, roleid: 2 } })),
      sid["acme.admin"],
    )
    expect(raised._tag).not.toBe(undefined)
    const selfRaise = await server.run(
      (c) => flip(c.users.savePermissions({ payload: { userId: 2, roleid: 1 } })),
      sid.sysadmin,
    )
    expect(selfRaise).toMatchObject({ _tag: "Forbidden", message: "Nobody can raise their own role" })
    const promoted = await server.run(
      (c) => c.users.savePermissions({ payload: { userId: 4, roleid: 3 } }),
      sid["acme.admin"],
    )
    expect(promoted.roleid).toBe(3)
    await server.run((c) => c.users.savePermissions({ payload: { userId: 4, roleid: 4 } }), sid["acme.admin"])
    const stranger = await server.run(
      (c) => flip(c.users.savePermissions({ payload: { userId: 6, features: { createTickets: false } } })),
      sid["acme.admin"],
    )
    expect(stranger._tag).toBe("NotFound")
  })
})

describe("GET /v1/ec/countries", () => {
  it("lists countries with calling codes", async () => {
    const { countries } = await server.run((c) => c.users.countries(), sid["acme.user"])
    expect(countries.length).toBeGreaterThan(200)
    expect(countries).toContainEqual({ iso2: "US", name: "United States", dialCode: "1" })
  })
})

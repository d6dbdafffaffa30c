import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { transferRoleRefusals } from "../../core/domain/admin/transfer.ts"
import { PORTAL_COMPANY_ID } from "../../core/domain/users/user-rules.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/** Companies, agreements, transfer and announcements through HTTP, checked against direct SQL. */
let server: TestServer
let staff: string
beforeAll(async () => {
  server = await startTestServer()
  staff = await server.signIn("sysadmin")
}, 120_000)
afterAll(() => server?.stop())

const call = async (method: string, path: string, session: string | undefined, json?: unknown) => {
  const headers: Record<string, string> = session ? { authorization: `EC ${session}` } : {}
  if (json !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of several shapes
  return { status: response.status, body: (await response.json()) as any }
}
const one = async <T>(statement: ReturnType<typeof sql>) => (await server.db.run<T>(statement))[0]!
const companyOf = (username: string) =>
  one<{ companyid: number; companyname: string }>(
    sql`SELECT c.companyid, c.companyname FROM users u JOIN companies c USING (companyid) WHERE u.username = ${username}`,
  )

describe("companies", () => {
  it("lists companies by name with their users and agreements, searchable and paged", async () => {
    const all = await call("GET", "/v1/companies?pl=200", staff)
    expect(all.status).toBe(200)
    const n = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies`)
    expect(all.body.count).toBe(n.n)
    const acme = await companyOf("acme.user")
    const users = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE companyid = ${acme.companyid}`,
    )
    const row = all.body.items.find((c: { id: number }) => c.id === acme.companyid)
    expect(row).toMatchObject({ companyName: acme.companyname, userCount: users.n })
    const found = await call("GET", `/v1/companies?${encodeURIComponent("companyName(*)")}=acme`, staff)
    expect(found.body.items.map((c: { companyName: string }) => c.companyName)).toContain(acme.companyname)
    expect(found.body.items.every((c: { companyName: string }) => /acme/i.test(c.companyName))).toBe(true)
    const page = await call("GET", "/v1/companies?pl=1&os=1", staff)
    expect(page.body.items).toHaveLength(1)
    expect(page.body.items[0].id).toBe(all.body.items[1].id)
  })

  it("creates, renames and deletes a company; names are required, bounded and unique", async () => {
    const made = await call("POST", "/v1/company/", staff, { companyName: "  Initech  " })
    expect(made.status).toBe(200)
    expect(made.body.item).toMatchObject({ companyName: "Initech", userCount: 0, agreementCount: 0 })
    const id = made.body.item.id
    expect((await call("POST", "/v1/company/", staff, { companyName: "initech" })).status).toBe(409)
    const blank = await call("POST", "/v1/company/", staff, { companyName: "   " })
    expect(blank).toMatchObject({
      status: 400,
      body: { field: "companyName", message: "Company name is required" },
    })
    expect((await call("POST", "/v1/company/", staff, { companyName: "x".repeat(101) })).body.field).toBe(
      "companyName",
    )
    const renamed = await call("PATCH", `/v1/company/${id}`, staff, { company: { companyName: "Initrode" } })
    expect(renamed.body.item.companyName).toBe("Initrode")
    const acme = await companyOf("acme.user")
    const clash = await call("PATCH", `/v1/company/${id}`, staff, {
      company: { companyName: acme.companyname },
    })
    expect(clash.status).toBe(409)
    const gone = await call("DELETE", `/v1/company/${id}`, staff)
    expect(gone).toMatchObject({ status: 200, body: { message: "Initrode was deleted" } })
    expect((await server.db.run(sql`SELECT 1 FROM companies WHERE companyid = ${id}`)).length).toBe(0)
    expect((await call("DELETE", `/v1/company/${id}`, staff)).status).toBe(404)
  })

  it("refuses to delete a company that still has users or agreements, naming them, and keeps it", async () => {
    const acme = await companyOf("acme.user")
    const refused = await call("DELETE", `/v1/company/${acme.companyid}`, staff)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      new RegExp(`^${acme.companyname} cannot be deleted: it still has \\d+ users?, \\d+ agreements?`),
    )
    expect(
      (await server.db.run(sql`SELECT 1 FROM companies WHERE companyid = ${acme.companyid}`)).length,
    ).toBe(1)
  })
})

describe("company agreements", () => {
  it("keeps the rows in one order after a rename (by id, not by the name just typed)", async () => {
    const acme = await companyOf("acme.user")
    const ids = async () =>
      (await call("GET", `/v1/company/${acme.companyid}/agreements`, staff)).body.agreementInfo.map(
        (a: { agreementid: number }) => a.agreementid,
      )
    const before = await ids()
    expect(before.length).toBeGreaterThan(1)
    const first = (await call("GET", `/v1/company/${acme.companyid}/agreements`, staff)).body.agreementInfo[0]
    const rename = (agreementname: string) =>
      call("PUT", `/v1/company/${acme.companyid}/agreements`, staff, {
        agreements: [{ agreementid: first.agreementid, agreementname, active: first.active }],
      })
    expect((await rename(`zzz ${first.agreementname}`)).status).toBe(200)
    expect(await ids()).toEqual(before)
    await rename(first.agreementname)
  })

  it("reads and saves names and active flags, in one transaction, of that company's agreements only", async () => {
    const acme = await companyOf("acme.user")
    const read = await call("GET", `/v1/company/${acme.companyid}/agreements`, staff)
    const first = read.body.agreementInfo[0]
    const count = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM agreements WHERE companyid = ${acme.companyid}`,
    )
    expect(read.body.agreementInfo).toHaveLength(count.n)
    const saved = await call("PUT", `/v1/company/${acme.companyid}/agreements`, staff, {
      agreements: [
        {
          agreementid: first.agreementid,
          agreementname: `${first.agreementname} (renamed)`,
          active: !first.active,
        },
      ],
    })
    expect(saved.status).toBe(200)
    const row = await one<{ agreementname: string; active: boolean }>(
      sql`SELECT agreementname, active FROM agreements WHERE agreementid = ${first.agreementid}`,
    )
    expect(row).toEqual({ agreementname: `${first.agreementname} (renamed)`, active: !first.active })
    const globex = await companyOf("globex.user")
    const [foreign] = await server.db.run<{ agreementid: number }>(
      sql`SELECT agreementid FROM agreements WHERE companyid = ${globex.companyid} LIMIT 1`,
    )
    const mixed = await call("PUT", `/v1/company/${acme.companyid}/agreements`, staff, {
      agreements: [
        { agreementid: first.agreementid, agreementname: "Should not land", active: true },
        { agreementid: foreign!.agreementid, agreementname: "Nope", active: true },
      ],
    })
    expect(mixed).toMatchObject({ status: 400, body: { field: "agreements.1.agreementid" } })
    const after = await one<{ agreementname: string }>(
      sql`SELECT agreementname FROM agreements WHERE agreementid = ${first.agreementid}`,
    )
    expect(after.agreementname).toBe(`${first.agreementname} (renamed)`)
    expect((await call("GET", "/v1/company/999999/agreements", staff)).status).toBe(404)
  })
})

describe("transfer", () => {
  it("moves the user, leaves their tickets with the old company and ends their sessions", async () => {
    const globex = await companyOf("globex.user")
    const acme = await companyOf("acme.user")
    const user = await one<{ userid: number }>(
      sql`SELECT userid FROM users WHERE companyid = ${acme.companyid} AND roleid = 4 AND username <> 'acme.user'
          ORDER BY userid LIMIT 1`,
    )
    await server.db.run(
      sql`INSERT INTO sessions (sessionid, userid, expires) VALUES (${`t-${user.userid}`}, ${user.userid}, now() + interval '1 hour')`,
    )
    const ticketsBefore = await server.db.run(sql`SELECT ticketid, companyid FROM tickets ORDER BY ticketid`)
    await server.db.run(
      sql`INSERT INTO notifications (userid, event_type, message, link)
          VALUES (${user.userid}, 'TICKET_CREATED', 'Acme ticket news', '/tickets/1')`,
    )
    const moved = await call("POST", "/v1/admin/transfer", staff, {
      userID: user.userid,
      companyID: globex.companyid,
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({
      fromCompanyID: acme.companyid,
      toCompanyID: globex.companyid,
      sessionsEnded: 1,
    })
    expect(
      (await one<{ companyid: number }>(sql`SELECT companyid FROM users WHERE userid = ${user.userid}`))
        .companyid,
    ).toBe(globex.companyid)
    expect(await server.db.run(sql`SELECT ticketid, companyid FROM tickets ORDER BY ticketid`)).toEqual(
      ticketsBefore,
    )
    const live = await server.db.run(
      sql`SELECT 1 FROM sessions WHERE userid = ${user.userid} AND ended IS NULL`,
    )
    expect(live).toHaveLength(0)
    // The former company's notifications go, and the bell's counts with them.
    expect(await server.db.run(sql`SELECT 1 FROM notifications WHERE userid = ${user.userid}`)).toHaveLength(
      0,
    )
    const [counts] = await server.db.run<{ unseen: number }>(
      sql`SELECT unseen FROM notification_counts WHERE userid = ${user.userid}`,
    )
    expect(counts?.unseen ?? 0).toBe(0)
    const again = await call("POST", "/v1/admin/transfer", staff, {
      userID: user.userid,
      companyID: globex.companyid,
    })
    expect(again).toMatchObject({ status: 400, body: { field: "companyID" } })
  })

  it("refuses staff accounts, oneself, unknown users and companies", async () => {
    const acme = await companyOf("acme.user")
    const ids = await server.db.run<{ userid: number; username: string }>(
      sql`SELECT userid, username FROM users WHERE username IN ('developer', 'sysadmin')`,
    )
    const id = (name: string) => ids.find((u) => u.username === name)!.userid
    expect(
      (
        await call("POST", "/v1/admin/transfer", staff, {
          userID: id("developer"),
          companyID: acme.companyid,
        })
      ).status,
    ).toBe(403)
    expect(
      (await call("POST", "/v1/admin/transfer", staff, { userID: id("sysadmin"), companyID: acme.companyid }))
        .body.field,
    ).toBe("userID")
    expect(
      (await call("POST", "/v1/admin/transfer", staff, { userID: 999999, companyID: acme.companyid })).status,
    ).toBe(404)
    const user = await one<{ userid: number }>(sql`SELECT userid FROM users WHERE username = 'acme.user'`)
    expect(
      (await call("POST", "/v1/admin/transfer", staff, { userID: user.userid, companyID: 999999 })).status,
    ).toBe(404)
    expect((await call("POST", "/v1/admin/transfer", staff, { userID: "x", companyID: 1 })).body.field).toBe(
      "userID",
    )
  })
})

describe("transfer keeps roles where they belong (issue 22)", () => {
  it("refuses moving a sales rep into a customer company and a company admin into the provider's", async () => {
    const acme = await companyOf("acme.user")
    const rep = await one<{ userid: number; companyid: number }>(
      sql`SELECT userid, companyid FROM users WHERE username = 'sales.rep'`,
    )
    const admin = await one<{ userid: number; companyid: number }>(
      sql`SELECT userid, companyid FROM users WHERE username = 'acme.admin'`,
    )
    const repMove = await call("POST", "/v1/admin/transfer", staff, {
      userID: rep.userid,
      companyID: acme.companyid,
    })
    expect(repMove).toMatchObject({ status: 403, body: { message: transferRoleRefusals.providerRole } })
    const adminMove = await call("POST", "/v1/admin/transfer", staff, {
      userID: admin.userid,
      companyID: PORTAL_COMPANY_ID,
    })
    expect(adminMove).toMatchObject({
      status: 400,
      body: { field: "companyID", message: transferRoleRefusals.intoProvider },
    })
    const after = await server.db.run<{ userid: number; companyid: number }>(
      sql`SELECT userid, companyid FROM users WHERE userid IN (${rep.userid}, ${admin.userid}) ORDER BY userid`,
    )
    expect(after).toEqual([rep, admin].sort((a, b) => a.userid - b.userid))
  })
})

describe("announcements", () => {
  const body = { message: "<p>Hi</p>", status: "warning", active: true, startDate: null, endDate: null }

  it("stores sanitised markup, shows it on the site within its dates, and only the newest one", async () => {
    const saved = await call("POST", "/v1/admin/banner", staff, {
      ...body,
      message:
        '<p onclick="x()">Maintenance <b>tonight</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.banner.message).toBe('<p>Maintenance <b>tonight</b><img src="x"></p>')
    expect((await call("GET", "/v1/admin/banner", staff)).body.banner.id).toBe(saved.body.banner.id)
    const user = await server.signIn("acme.user")
    expect((await call("GET", "/v1/banner", user)).body.banner.id).toBe(saved.body.banner.id)
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const future = await call("POST", "/v1/admin/banner", staff, { ...body, startDate: later })
    expect(future.status).toBe(200)
    // The newest announcement replaces the earlier one: none shows until its start date.
    expect((await call("GET", "/v1/banner", user)).body.banner).toBeNull()
    const past = new Date(Date.now() - 86_400_000).toISOString()
    await call("POST", "/v1/admin/banner", staff, { ...body, startDate: past, endDate: later })
    expect((await call("GET", "/v1/banner", user)).body.banner.message).toBe("<p>Hi</p>")
    await call("POST", "/v1/admin/banner", staff, { ...body, active: false })
    expect((await call("GET", "/v1/banner", user)).body.banner).toBeNull()
    expect((await call("GET", "/v1/admin/banner", staff)).body.banner.active).toBe(false)
  })

  it("names the field of a bad announcement and stores nothing", async () => {
    const before = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM banners`)
    const bad = [
      [{ ...body, message: "<script>alert(1)</script>" }, "message"],
      [{ ...body, status: "urgent" }, "status"],
      [{ ...body, startDate: "soon" }, "startDate"],
      [{ ...body, startDate: "2026-02-01T00:00:00Z", endDate: "2026-01-01T00:00:00Z" }, "endDate"],
      [{ ...body, active: "yes" }, "active"],
    ] as const
    for (const [draft, field] of bad) {
      const answer = await call("POST", "/v1/admin/banner", staff, draft)
      expect(answer.status, field).toBe(400)
      expect(answer.body.field, JSON.stringify(answer.body)).toBe(field)
    }
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM banners`)).n).toBe(before.n)
  })
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { emailChangeTexts } from "../../core/domain/profile/email-change.ts"
import { accountTokenKey } from "../accounts/account-tokens.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.stop())

const idOf = async (username: string) =>
  (await server.db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = ${username}`))[0]!
    .userid
const emailOf = async (userid: number) =>
  (await server.db.run<{ email: string }>(sql`SELECT email FROM users WHERE userid = ${userid}`))[0]!.email
const mailsTo = async (kind: string, to: string) => {
  const { items } = await server.run((c) => c.dev.outbox())
  return items.filter((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase())
}
const tokenOf = (link: string | null | undefined) => link?.split("/").pop() ?? ""

describe("PATCH /v1/user/:id", () => {
  it("saves only the given fields of the caller's own record, phone in E.164", async () => {
    const sid = await server.signIn("acme.user")
    const id = await idOf("acme.user")
    const before = await server.run((c) => c.shell.user({ params: { id }, query: {} }), sid)
    const answer = await server.run(
      (c) =>
        c.users.update({
          params: { id },
          payload: { firstname: " Ann ", phonenumber: "+44 20 7946 0958", phonenumberextension: "12" },
        }),
      sid,
    )
    expect(answer.item).toMatchObject({
      firstname: "Ann",
      lastname: before.item.lastname,
      email: before.item.email,
      phonenumber: "+442079460958",
      phonenumberextension: "12",
    })
  })

  it("refuses a bad field with a 400 naming it", async () => {
    const sid = await server.signIn("acme.user")
    const id = await idOf("acme.user")
    const bad = async (payload: Record<string, string>) =>
      server.run((c) => flip(c.users.update({ params: { id }, payload })), sid)
    expect(await bad({ phonenumber: "+1 555" })).toMatchObject({ _tag: "BadRequest", field: "phonenumber" })
    expect(await bad({ phonenumber: "3135550100" })).toMatchObject({ field: "phonenumber" })
    expect(await bad({ phonenumberextension: "12a" })).toMatchObject({ field: "phonenumberextension" })
  })

  it("refuses a colleague's record to a company user (403) and changes nothing", async () => {
    const sid = await server.signIn("acme.user")
    const id = await idOf("acme.admin")
    const failure = await server.run(
      (c) => flip(c.users.update({ params: { id }, payload: { firstname: "Mallory" } })),
      sid,
    )
    expect(failure._tag).toBe("Forbidden")
    const [row] = await server.db.run<{ firstname: string }>(
      sql`SELECT firstname FROM users WHERE userid = ${id}`,
    )
    expect(row!.firstname).not.toBe("Mallory")
  })
})

describe("email change", () => {
  it("mails a confirm link to the new address and a cancel link to the old; confirming changes it once", async () => {
    const sid = await server.signIn("globex.user")
    const id = await idOf("globex.user")
    const old = await emailOf(id)
    const answer = await server.run(
      (c) => c.profile.requestEmailChange({ params: { id }, payload: { newEmail: "gu.new@example.com" } }),
      sid,
    )
    expect(answer.message).toContain("gu.new@example.com")
    const pending = await server.run((c) => c.profile.emailChangeRequests({ params: { id } }), sid)
    expect(pending.items.map((p) => p.newEmail)).toEqual(["gu.new@example.com"])
    const [confirmMail] = await mailsTo("email-change-confirm", "gu.new@example.com")
    const [cancelMail] = await mailsTo("email-change-cancel", old)
    expect(confirmMail?.link).toMatch(/^\/confirm-email-change\/[A-Za-z0-9_-]{40}$/)
    expect(cancelMail?.link).toMatch(/^\/cancel-email-change\/[A-Za-z0-9_-]{40}$/)
    const token = tokenOf(confirmMail?.link)
    // Only hashes are stored.
    const [stored] = await server.db.run<{ confirm_hash: string }>(
      sql`SELECT confirm_hash FROM email_changes WHERE userid = ${id} AND state = 'pending'`,
    )
    expect(stored!.confirm_hash).toBe(accountTokenKey(token))
    const done = await server.run((c) => c.emailChange.confirm({ params: { token } }))
    expect(done).toMatchObject({ email: "gu.new@example.com", message: emailChangeTexts.confirmed })
    expect(await emailOf(id)).toBe("gu.new@example.com")
    // Single use: the confirm link again, and the cancel link, are both spent.
    expect((await server.run((c) => flip(c.emailChange.confirm({ params: { token } }))))._tag).toBe(
      "NotFound",
    )
    const cancelToken = tokenOf(cancelMail?.link)
    const late = await server.run((c) => flip(c.emailChange.cancel({ params: { token: cancelToken } })))
    expect(late._tag).toBe("NotFound")
    expect((await server.run((c) => c.profile.emailChangeRequests({ params: { id } }), sid)).count).toBe(0)
  })

  it("cancel keeps the address and spends the confirm link", async () => {
    const sid = await server.signIn("acme.admin")
    const id = await idOf("acme.admin")
    const old = await emailOf(id)
    await server.run(
      (c) => c.profile.requestEmailChange({ params: { id }, payload: { newEmail: "aa.new@example.com" } }),
      sid,
    )
    const [cancelMail] = await mailsTo("email-change-cancel", old)
    const [confirmMail] = await mailsTo("email-change-confirm", "aa.new@example.com")
    const cancelled = await server.run((c) =>
      c.emailChange.cancel({ params: { token: tokenOf(cancelMail?.link) } }),
    )
    expect(cancelled).toMatchObject({ email: old, message: emailChangeTexts.cancelled })
    const again = await server.run((c) =>
      flip(c.emailChange.confirm({ params: { token: tokenOf(confirmMail?.link) } })),
    )
    expect(again._tag).toBe("NotFound")
    expect(await emailOf(id)).toBe(old)
  })

  it("answers alike when the new address belongs to another account; confirming then refuses", async () => {
    const sid = await server.signIn("acme.user")
    const id = await idOf("acme.user")
    const taken = await emailOf(await idOf("globex.admin"))
    const free = await server.run(
      (c) =>
        c.profile.requestEmailChange({ params: { id }, payload: { newEmail: "unused.address@example.com" } }),
      sid,
    )
    const used = await server.run(
      (c) => c.profile.requestEmailChange({ params: { id }, payload: { newEmail: taken } }),
      sid,
    )
    expect(used.status).toBe(free.status)
    expect(used.message.replace(taken, "X")).toBe(free.message.replace("unused.address@example.com", "X"))
    const [mail] = await mailsTo("email-change-confirm", taken)
    const refused = await server.run((c) =>
      flip(c.emailChange.confirm({ params: { token: tokenOf(mail?.link) } })),
    )
    expect(refused).toMatchObject({ _tag: "BadRequest", message: emailChangeTexts.addressTaken })
    expect(await emailOf(id)).not.toBe(taken)
  })

  it("an expired link answers 404, a newer request supersedes the older", async () => {
    const sid = await server.signIn("globex.admin")
    const id = await idOf("globex.admin")
    const ask = (newEmail: string) =>
      server.run((c) => c.profile.requestEmailChange({ params: { id }, payload: { newEmail } }), sid)
    await ask("ga.first@example.com")
    await ask("ga.second@example.com")
    const [first] = await mailsTo("email-change-confirm", "ga.first@example.com")
    const superseded = await server.run((c) =>
      flip(c.emailChange.confirm({ params: { token: tokenOf(first?.link) } })),
    )
    expect(superseded._tag).toBe("NotFound")
    await server.db.run(
      sql`UPDATE email_changes SET expires = now() - interval '1 minute' WHERE userid = ${id}`,
    )
    const [second] = await mailsTo("email-change-confirm", "ga.second@example.com")
    const expired = await server.run((c) =>
      flip(c.emailChange.confirm({ params: { token: tokenOf(second?.link) } })),
    )
    expect(expired._tag).toBe("NotFound")
    expect((await server.run((c) => c.profile.emailChangeRequests({ params: { id } }), sid)).count).toBe(0)
  })

  it("refuses a bad address, the same address, another company's user and a company user acting for another", async () => {
    const userSid = await server.signIn("acme.user")
    const adminSid = await server.signIn("globex.admin")
    const id = await idOf("acme.user")
    const ask = (newEmail: string, sid: string, target = id) =>
      server.run(
        (c) => flip(c.profile.requestEmailChange({ params: { id: target }, payload: { newEmail } })),
        sid,
      )
    const raw = await fetch(`${server.url}/v1/user/email/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `EC ${userSid}` },
      body: JSON.stringify({ newEmail: "not an address" }),
    })
    expect(raw.status).toBe(400)
    expect(await raw.text()).toContain("Invalid email address")
    expect(await ask(await emailOf(id), userSid)).toMatchObject({ _tag: "BadRequest", field: "newEmail" })
    expect((await ask("x@example.com", adminSid))._tag).toBe("NotFound")
    expect((await ask("x@example.com", userSid, await idOf("acme.admin")))._tag).toBe("Forbidden")
  })

  it("lets an admin ask for a user of the admin's company", async () => {
    const sid = await server.signIn("acme.admin")
    const id = await idOf("acme.user")
    const answer = await server.run(
      (c) => c.profile.requestEmailChange({ params: { id }, payload: { newEmail: "by.admin@example.com" } }),
      sid,
    )
    expect(answer.status).toBe("success")
    const [row] = await server.db.run<{ requested_by: number }>(
      sql`SELECT requested_by FROM email_changes WHERE userid = ${id} AND state = 'pending'`,
    )
    expect(row!.requested_by).toBe(await idOf("acme.admin"))
  })

  it("answers 429 beyond the hourly number of requests", async () => {
    const sid = await server.signIn("sales.rep")
    const id = await idOf("sales.rep")
    const ask = (n: number) =>
      server.run(
        (c) =>
          c.profile.requestEmailChange({ params: { id }, payload: { newEmail: `rep.${n}@example.com` } }),
        sid,
      )
    for (let n = 0; n < 5; n++) await ask(n)
    const refused = await server.run(
      (c) =>
        flip(c.profile.requestEmailChange({ params: { id }, payload: { newEmail: "rep.6@example.com" } })),
      sid,
    )
    expect(refused._tag).toBe("TooManyRequests")
    const raw = await fetch(`${server.url}/v1/user/email/${id}`, {
      method: "POST",
      headers: { authorization: `EC ${sid}`, "content-type": "application/json" },
      body: JSON.stringify({ newEmail: "rep.7@example.com" }),
    })
    expect(raw.status).toBe(429)
    expect(raw.headers.get("retry-after")).toBe("3600")
  })

  it("refuses a malformed token in the path", async () => {
    const answer = await fetch(`${server.url}/v1/user/confirmemailchange/short`, { method: "POST" })
    expect(answer.status).toBe(400)
  })
})

describe("acting on another user is asked of the user rule (issue 22, hole 1)", () => {
  it("refuses a system admin the developer's email change and subscriptions (403), and changes nothing", async () => {
    const sid = await server.signIn("sysadmin")
    const developer = await idOf("developer")
    await server.db.run(
      sql`INSERT INTO notification_subscriptions (userid, event_type, delivery_type)
          VALUES (${developer}, 'TICKET_CREATED', 'EMAIL') ON CONFLICT DO NOTHING`,
    )
    const state = async () =>
      JSON.stringify(
        await server.db.run(
          sql`SELECT (SELECT count(*) FROM email_changes WHERE userid = ${developer}) AS changes,
                     (SELECT count(*) FROM notification_subscriptions WHERE userid = ${developer}) AS subscriptions,
                     (SELECT email FROM users WHERE userid = ${developer}) AS email`,
        ),
      )
    const before = await state()
    const email = await server.run(
      (c) =>
        flip(
          c.profile.requestEmailChange({
            params: { id: developer },
            payload: { newEmail: "taken.over@example.com" },
          }),
        ),
      sid,
    )
    expect(email).toMatchObject({
      _tag: "Forbidden",
      message: expect.stringMatching(/do not manage this user/),
    })
    const removal = await server.run(
      (c) =>
        flip(
          c.notifications.unsubscribe({
            params: { id: developer },
            payload: { event_type: "TICKET_CREATED" },
          }),
        ),
      sid,
    )
    expect(removal).toMatchObject({ _tag: "Forbidden" })
    expect(await state()).toBe(before)
    expect(await mailsTo("email-change-confirm", "taken.over@example.com")).toEqual([])
    // Reading the account stays open to staff: they list every company's users already.
    const read = await server.run((c) => c.shell.user({ params: { id: developer }, query: {} }), sid)
    expect(read.item.userid).toBe(developer)
  })
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/** Every call that stores an address refuses one that reaches several mailboxes (issue 22, hole 3). */

const list = '"x",victim1@evil.example,victim2@evil.example,"y"@example.com'

let server: TestServer
let acme: string
let sysadmin: string
let ticket: Record<string, unknown>
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, sysadmin] = await Promise.all([server.signIn("acme.user"), server.signIn("sysadmin")])
  const [e] = await server.db.run<{ agreementid: number; locationid: number }>(
    sql`SELECT e.agreementid, e.locationid FROM equipment e JOIN agreements a ON a.agreementid = e.agreementid
        WHERE e.companyid = 2 AND a.active ORDER BY e.equipmentid LIMIT 1`,
  )
  ticket = { ...e!, problem: "Printer jams", contactname: "Andy Ackerman" }
})
afterAll(() => server?.stop())

const send = (session: string, method: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `EC ${session}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })

const newUser = (email: string) => ({
  username: `mailbox.${Math.random().toString(36).slice(2, 8)}`,
  email,
  firstname: "Mail",
  lastname: "Box",
  roleid: 4,
  companyid: 2,
})

describe("one address, one mailbox on every stored address", () => {
  it.each([
    [
      "a ticket's contact email",
      () => send(acme, "POST", "/v1/ticket", { ...ticket, contactemail: list }),
      "contactemail",
    ],
    ["a new account's email", () => send(sysadmin, "POST", "/v1/user", newUser(list)), "email"],
    [
      "an account's email changed by staff",
      () => send(sysadmin, "PATCH", "/v1/user/4", { email: list }),
      "email",
    ],
    ["an email change request", () => send(acme, "POST", "/v1/user/email/4", { newEmail: list }), "newEmail"],
    [
      "an address with a display name",
      () => send(sysadmin, "POST", "/v1/user", newUser("Eve <eve@evil.example>")),
      "email",
    ],
    [
      "an address with a semicolon",
      () => send(acme, "POST", "/v1/ticket", { ...ticket, contactemail: "a@example.com;b@example.com" }),
      "contactemail",
    ],
  ])("refuses %s with 400 naming the field", async (_what, call, field) => {
    const answer = await call()
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { _tag: string; field: string; message: string }
    expect(body).toMatchObject({ _tag: "BadRequest", field })
    expect(body.message).toContain("Invalid email address")
  })

  it("stores nothing and queues no mail for a refused address", async () => {
    const [row] = await server.db.run<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM users WHERE email LIKE '%evil.example%')
               + (SELECT count(*) FROM tickets WHERE contactemail LIKE '%evil.example%')
               + (SELECT count(*) FROM outbox WHERE to_address LIKE '%evil.example%')
               + (SELECT count(*) FROM email_changes WHERE new_email LIKE '%evil.example%') AS n`,
    )
    expect(row!.n).toBe(0)
  })
})

import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ACCOUNT_TEAM_CONTACT_TEXTS, ACCOUNT_TEAM_TEMPLATE } from "../../core/domain/account-team-contact.ts"
import { MAIL_LIMITS, mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { createSession } from "../auth/session-store.ts"
import { notifyCompanyUserAdded } from "../notifications/notify-events.ts"
import { Database, inTransaction, Mail } from "../services.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acmeUser: string
let acmeAdmin: string
let globexAdmin: string
let placement: { agreementid: number; locationid: number }
const ids = { acmeAdmin: 0, acmeUser: 0, salesRep: 0 }

const idOf = async (username: string) =>
  (await server.db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = ${username}`))[0]!
    .userid

beforeAll(async () => {
  server = await startTestServer()
  acmeUser = await server.signIn("acme.user")
  acmeAdmin = await server.signIn("acme.admin")
  globexAdmin = await server.signIn("globex.admin")
  ids.acmeAdmin = await idOf("acme.admin")
  ids.acmeUser = await idOf("acme.user")
  ids.salesRep = await idOf("sales.rep")
  const [p] = await server.db.run<typeof placement>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al JOIN agreements a ON a.agreementid = al.agreementid
        WHERE a.companyid = 2 AND a.active ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  placement = p!
}, 120_000)
afterAll(() => server?.stop())

const ticket = (problem: string): NewTicket => ({
  ...placement,
  problem,
  contactname: "Andy Ackerman",
})
const create = (problem: string) =>
  server.run((c) => c.tickets.create({ payload: ticket(problem) }), acmeUser)
const notificationsAbout = (userid: number, text: string) =>
  server.db.run<{ event_type: string; link: string | null; seen: boolean }>(
    sql`SELECT event_type, link, seen FROM notifications WHERE userid = ${userid} AND message LIKE ${`%${text}%`}`,
  )
const mailsAbout = (to: string, ticketid: number) =>
  server.db.run<{ template: string }>(
    sql`SELECT template FROM outbox WHERE to_address = ${to} AND subject LIKE ${`%Service Ticket #${ticketid}`}`,
  )
const emailOf = async (userid: number) =>
  (await server.db.run<{ email: string }>(sql`SELECT email FROM users WHERE userid = ${userid}`))[0]!.email

describe("notifications for ticket events", () => {
  it("creating a ticket as acme.user notifies a subscribed colleague once in-app and once by mail", async () => {
    const { ticketid } = await create("Conveyor belt squeaks at start-up")
    const rows = await notificationsAbout(ids.acmeAdmin, `Service Ticket #${ticketid}`)
    expect(rows).toEqual([{ event_type: "TICKET_CREATED", link: `/tickets/${ticketid}`, seen: false }])
    const mails = await mailsAbout(await emailOf(ids.acmeAdmin), ticketid)
    expect(mails).toEqual([{ template: "notification-ticket-created" }])
    // The author hears nothing of their own ticket; the other company nothing at all.
    expect(await notificationsAbout(ids.acmeUser, `Service Ticket #${ticketid}`)).toEqual([])
    expect(
      await server.db.run(sql`SELECT 1 FROM notifications n JOIN users u ON u.userid = n.userid
        WHERE u.companyid = 3 AND n.message LIKE ${`%#${ticketid}%`}`),
    ).toEqual([])
    const page = await server.run(
      (c) => c.notifications.list({ params: { id: ids.acmeAdmin }, query: { limit: 1 } }),
      acmeAdmin,
    )
    expect(page.items[0]).toMatchObject({
      event: { type: "TICKET_CREATED" },
      link: `/tickets/${ticketid}`,
      sender: { name: "Andy Ackerman" },
    })
    expect(page.hasMore).toBe(true)
  })

  it("a comment notifies subscribers in the transaction of the comment", async () => {
    const { ticketid } = await create("Scanner drops connection")
    await server.run(
      (c) =>
        c.tickets.comment({
          payload: { ticketid, comment: "It happened again", activityid: 3, applicationid: 1 },
        }),
      acmeUser,
    )
    const rows = await notificationsAbout(ids.acmeAdmin, "commented on")
    expect(rows.some((r) => r.link === `/tickets/${ticketid}`)).toBe(true)
  })

  it("narrows ticket events to followed locations", async () => {
    await server.run(
      (c) =>
        c.notifications.saveLocations({
          params: { id: ids.acmeAdmin },
          payload: { locations: [placement.locationid] },
        }),
      acmeAdmin,
    )
    const { ticketid } = await create("Forklift charger blinks red")
    expect(await notificationsAbout(ids.acmeAdmin, `Service Ticket #${ticketid}`)).toEqual([])
    expect(await mailsAbout(await emailOf(ids.acmeAdmin), ticketid)).toEqual([])
    const saved = await server.run(
      (c) => c.notifications.locations({ params: { id: ids.acmeAdmin } }),
      acmeAdmin,
    )
    expect(saved.items).toEqual([{ locationID: placement.locationid }])
    expect(saved.available.length).toBeGreaterThan(0)
    await server.run(
      (c) => c.notifications.saveLocations({ params: { id: ids.acmeAdmin }, payload: { locations: [] } }),
      acmeAdmin,
    )
    const again = await create("Forklift charger blinks red again")
    expect(await notificationsAbout(ids.acmeAdmin, `Service Ticket #${again.ticketid}`)).toHaveLength(1)
  })

  it("refuses a location outside the user's companies, naming the field", async () => {
    const [other] = await server.db.run<{ locationid: number }>(
      sql`SELECT locationid FROM locations WHERE companyid = 3 LIMIT 1`,
    )
    const error = await server.run(
      (c) =>
        flip(
          c.notifications.saveLocations({
            params: { id: ids.acmeAdmin },
            payload: { locations: [other!.locationid] },
          }),
        ),
      acmeAdmin,
    )
    expect(error).toMatchObject({ _tag: "BadRequest", field: "locations" })
  })
})

describe("mark seen", () => {
  it("marks all seen for the user's own session, and is ignored for an impersonation session", async () => {
    const unseen = async () =>
      (
        await server.db.run<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM notifications WHERE userid = ${ids.acmeUser} AND NOT seen`,
        )
      )[0]!.n
    expect(await unseen()).toBeGreaterThan(0)
    const viewing = await createSession(server.db, ids.acmeUser, {
      isImpersonation: true,
      impersonatorUserid: 2,
    })
    const ignored = await server.run(
      (c) => c.notifications.markSeen({ params: { id: ids.acmeUser } }),
      viewing,
    )
    expect(ignored).toEqual({ status: "ignored", marked: 0 })
    expect(await unseen()).toBeGreaterThan(0)
    const before = await unseen()
    const done = await server.run((c) => c.notifications.markSeen({ params: { id: ids.acmeUser } }), acmeUser)
    expect(done).toEqual({ status: "success", marked: before })
    expect(await unseen()).toBe(0)
  })
})

describe("scope", () => {
  it("a user reads only their own; an admin their company's users; another company is 404", async () => {
    const own = await server.run(
      (c) => flip(c.notifications.list({ params: { id: ids.acmeAdmin }, query: {} })),
      acmeUser,
    )
    expect(own._tag).toBe("Forbidden")
    const asAdmin = await server.run(
      (c) => c.notifications.subscriptions({ params: { id: ids.acmeUser } }),
      acmeAdmin,
    )
    expect(asAdmin.items.length).toBeGreaterThan(0)
    const foreign = await server.run(
      (c) => flip(c.notifications.subscribeAll({ params: { id: ids.acmeUser } })),
      globexAdmin,
    )
    expect(foreign._tag).toBe("NotFound")
  })
})

describe("subscriptions", () => {
  it("every change writes a NOTIFICATION_SUBSCRIPTIONS_CHANGED timeline entry", async () => {
    const entries = async () =>
      (
        await server.db.run<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM user_activities WHERE userid = ${ids.acmeUser}
            AND action = 'NOTIFICATION_SUBSCRIPTIONS_CHANGED' AND created_by = ${ids.acmeUser}`,
        )
      )[0]!.n
    const start = await entries()
    const id = { id: ids.acmeUser }
    await server.run(
      (c) => c.notifications.unsubscribe({ params: id, payload: { event_type: "TICKET_CREATED" } }),
      acmeUser,
    )
    let list = await server.run((c) => c.notifications.subscriptions({ params: id }), acmeUser)
    expect(list.items.some((s) => s.event_type === "TICKET_CREATED")).toBe(false)
    await server.run(
      (c) =>
        c.notifications.subscribe({
          params: id,
          payload: { event_type: "TICKET_CREATED", delivery_type: "EMAIL" },
        }),
      acmeUser,
    )
    list = await server.run((c) => c.notifications.subscriptions({ params: id }), acmeUser)
    expect(list.items.filter((s) => s.event_type === "TICKET_CREATED")).toEqual([
      { event_type: "TICKET_CREATED", delivery_type: "EMAIL" },
    ])
    await server.run((c) => c.notifications.subscribeAll({ params: id }), acmeUser)
    list = await server.run((c) => c.notifications.subscriptions({ params: id }), acmeUser)
    // Enable all: every event offered to a company user, not "a user is added to one of your accounts".
    expect(list.items).toHaveLength(10)
    expect(list.items.some((s) => s.event_type === "SE_COMPANY_USER_ADDED")).toBe(false)
    expect(await entries()).toBe(start + 3)
    const timeline = await server.run((c) => c.users.timeline({ params: id, query: { limit: 1 } }), acmeUser)
    expect(timeline.items[0]).toMatchObject({
      action: "NOTIFICATION_SUBSCRIPTIONS_CHANGED",
      createdBy: ids.acmeUser,
    })
  })
})

describe("events offered by role (core/domain/notifications/offered-events.ts)", () => {
  const seSubscription = { event_type: "SE_COMPANY_USER_ADDED", delivery_type: "IN_APP" } as const

  it("a customer cannot subscribe to 'a user is added to one of your accounts' by API: 400 naming event_type", async () => {
    const error = await server.run(
      (c) => flip(c.notifications.subscribe({ params: { id: ids.acmeUser }, payload: seSubscription })),
      acmeUser,
    )
    expect(error).toMatchObject({ _tag: "BadRequest", field: "event_type" })
    const list = await server.run(
      (c) => c.notifications.subscriptions({ params: { id: ids.acmeUser } }),
      acmeUser,
    )
    expect(list.items.some((s) => s.event_type === "SE_COMPANY_USER_ADDED")).toBe(false)
  })

  it("a sales rep can", async () => {
    const rep = await server.signIn("sales.rep")
    const id = { id: ids.salesRep }
    await server.run((c) => c.notifications.subscribe({ params: id, payload: seSubscription }), rep)
    const list = await server.run((c) => c.notifications.subscriptions({ params: id }), rep)
    expect(list.items).toContainEqual(seSubscription)
  })
})

describe("notifyCompanyUserAdded", () => {
  it("notifies subscribed colleagues (COMPANY_USER_ADDED) and the account's sales rep (SE_COMPANY_USER_ADDED)", async () => {
    const mail = {
      brand: { productName: "Service Portal", providerName: "Acme" },
      links: { base: "http://x" },
      wake: () => {},
    }
    const reached = await Effect.runPromise(
      inTransaction(
        Effect.gen(function* () {
          const db = yield* Database
          const [row] = yield* Effect.promise(() =>
            db.run<{ userid: number }>(
              sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
                  VALUES ('new.colleague', 'x', 4, 2, 'Nina', 'Newman', 'nina@example.com') RETURNING userid`,
            ),
          )
          return yield* notifyCompanyUserAdded({ newUser: { userid: row!.userid }, createdBy: ids.acmeAdmin })
        }),
      ).pipe(Effect.provideService(Database, server.db), Effect.provideService(Mail, mail)),
    )
    expect(reached).toBeGreaterThanOrEqual(1)
    const rows = await server.db.run<{ userid: number; event_type: string; link: string | null }>(
      sql`SELECT userid, event_type, link FROM notifications WHERE message LIKE '%Nina Newman%' ORDER BY userid`,
    )
    // acme.admin (the actor) is not told of its own act; the sales rep of Acme's agreements is.
    expect(rows.some((r) => r.userid === ids.acmeAdmin)).toBe(false)
    expect(rows).toContainEqual({ userid: ids.salesRep, event_type: "SE_COMPANY_USER_ADDED", link: null })
    const mails = await server.db.run(
      sql`SELECT 1 FROM outbox WHERE template = 'notification-se-company-user-added'`,
    )
    expect(mails.length).toBe(1)
  })
})

describe("POST /v1/interest", () => {
  const interest = (session: string) =>
    fetch(`${server.url}/v1/interest`, {
      method: "POST",
      headers: { authorization: `EC ${session}`, "content-type": "application/json" },
      body: JSON.stringify({ key: "interested-monitoring", product: "Fleet monitoring" }),
    })
  const interestMails = async () =>
    (
      await server.db.run<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM outbox WHERE template = 'interest'`,
      )
    )[0]!.n

  it("bounds each user (10 an hour) below the account team's 20: 429 with Retry-After and the sentence", async () => {
    for (let i = 0; i < MAIL_LIMITS.interest.points; i++) expect((await interest(acmeUser)).status).toBe(200)
    const before = await interestMails()
    const refused = await interest(acmeUser)
    expect(refused.status).toBe(429)
    const seconds = Number(refused.headers.get("retry-after"))
    expect(seconds).toBeGreaterThan(3500)
    expect(await refused.json()).toMatchObject({ message: mailLimitText(MAIL_LIMITS.interest, seconds) })
    expect(await interestMails()).toBe(before)
    // A colleague has an allowance of their own, until the team's hourly 20 are spent.
    for (let i = 0; i < 10; i++) expect((await interest(acmeAdmin)).status).toBe(200)
    const team = await interest(acmeAdmin)
    expect(team.status).toBe(429)
    expect(team.headers.get("retry-after")).toBe("3600")
    expect(((await team.json()) as { message: string }).message).toMatch(/account team has received 20/)
  })
})

describe("POST /v1/sendemail with { template } alone (the account team asked to get in touch)", () => {
  const contact = (session: string) =>
    fetch(`${server.url}/v1/sendemail`, {
      method: "POST",
      headers: { authorization: `EC ${session}`, "content-type": "application/json" },
      body: JSON.stringify({ template: ACCOUNT_TEAM_TEMPLATE }),
    })
  const teamMails = () =>
    server.db.run<{ id: number; to_address: string; text_body: string }>(
      sql`SELECT id::int AS id, to_address, text_body FROM outbox WHERE template = 'account-team' ORDER BY id`,
    )

  it("mails each member of the customer's account team who asks, from the customer's own record", async () => {
    const team = await server.db.run<{ email: string }>(
      sql`SELECT DISTINCT r.email FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
          WHERE a.companyid = 3 ORDER BY r.email`,
    )
    const [me] = await server.db.run<{ name: string; email: string }>(
      sql`SELECT firstname || ' ' || lastname AS name, email FROM users WHERE username = 'globex.admin'`,
    )
    const before = (await teamMails()).length
    const answer = await server.run(
      (c) => c.equipment.sendEmail({ payload: { template: "account-team" } }),
      globexAdmin,
    )
    const mails = (await teamMails()).slice(before)
    expect(answer).toEqual({ status: "success", id: mails[0]!.id })
    expect(mails.map((m) => m.to_address)).toEqual(team.map((t) => t.email))
    for (const m of mails) {
      expect(m.text_body).toContain(
        `${me!.name} of Globex Logistics asked their account team to contact them`,
      )
      expect(m.text_body).toContain(me!.email)
    }
  })

  it("refuses staff and sales reps (403), who are the provider's side of the team", async () => {
    const before = (await teamMails()).length
    for (const username of ["sysadmin", "sales.rep"]) {
      const refused = await contact(await server.signIn(username))
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ message: ACCOUNT_TEAM_CONTACT_TEXTS.notCustomer })
    }
    expect((await teamMails()).length).toBe(before)
  })

  it("bounds each user: past the allowance 429 with Retry-After, and nothing mailed", async () => {
    const session = await server.signIn("acme.user")
    for (let i = 0; i < MAIL_LIMITS.accountTeamContact.points; i++)
      expect((await contact(session)).status).toBe(200)
    const before = (await teamMails()).length
    const refused = await contact(session)
    expect(refused.status).toBe(429)
    const seconds = Number(refused.headers.get("retry-after"))
    expect(await refused.json()).toMatchObject({
      message: mailLimitText(MAIL_LIMITS.accountTeamContact, seconds),
    })
    expect((await teamMails()).length).toBe(before)
  })
})

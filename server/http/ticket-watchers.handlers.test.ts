import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WATCHERS_MAX } from "../../core/domain/tickets/watchers.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/** Issue 28: colleagues watch a ticket and hear of it whatever locations they follow. */
let server: TestServer
const sessions: Record<string, string> = {}
const ids: Record<string, number> = {}
let placement: { agreementid: number; locationid: number }
const NAMES = ["sysadmin", "acme.user", "acme.admin", "globex.user", "globex.admin", "sales.rep"]

beforeAll(async () => {
  server = await startTestServer()
  for (const name of NAMES) sessions[name] = await server.signIn(name)
  const rows = await server.db.run<{ userid: number; username: string }>(
    sql`SELECT userid, username FROM users WHERE username = ANY(${sql.param(NAMES)}::text[])`,
  )
  for (const r of rows) ids[r.username] = r.userid
  const [p] = await server.db.run<typeof placement>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al JOIN agreements a ON a.agreementid = al.agreementid
        WHERE a.companyid = 2 AND a.active ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  placement = p!
}, 120_000)
afterAll(() => server?.stop())

/** A new open Acme ticket raised by acme.admin. */
const openTicket = async (problem: string) =>
  (
    await server.run(
      (c) => c.tickets.create({ payload: { ...placement, problem, contactname: "Alice Acheson" } }),
      sessions["acme.admin"],
    )
  ).ticketid
const list = (ticketid: number, who: string) =>
  server.run((c) => c.watchers.list({ params: { ticketid } }), sessions[who])
const add = (ticketid: number, who: string, userid?: number) =>
  server.run(
    (c) => c.watchers.add({ params: { ticketid }, payload: userid === undefined ? {} : { userid } }),
    sessions[who],
  )
const addError = (ticketid: number, who: string, userid?: number) =>
  server.run(
    (c) => flip(c.watchers.add({ params: { ticketid }, payload: userid === undefined ? {} : { userid } })),
    sessions[who],
  )
const remove = (ticketid: number, userid: number, who: string) =>
  server.run((c) => c.watchers.remove({ params: { ticketid, userid } }), sessions[who])
const removeError = (ticketid: number, userid: number, who: string) =>
  server.run((c) => flip(c.watchers.remove({ params: { ticketid, userid } })), sessions[who])
/** The oracle: the ticket's watcher rows. */
const watcherIds = async (ticketid: number) =>
  (
    await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM ticket_watchers WHERE ticketid = ${ticketid} ORDER BY userid`,
    )
  ).map((r) => r.userid)

describe("ticket watchers", () => {
  it("the creator adds a colleague once; the list, the rows and the colleague's timeline agree", async () => {
    const ticketid = await openTicket("Label printer smears")
    expect(await list(ticketid, "acme.admin")).toMatchObject({ items: [], count: 0, canManage: true })
    const added = await add(ticketid, "acme.admin", ids["acme.user"])
    expect(added.items.map((w) => [w.userid, w.active, w.canRemove])).toEqual([
      [ids["acme.user"], true, true],
    ])
    expect(await watcherIds(ticketid)).toEqual([ids["acme.user"]])
    // A second add of the same watcher answers the list unchanged: no second row, no second entry.
    expect((await add(ticketid, "acme.admin", ids["acme.user"])).count).toBe(1)
    expect(await watcherIds(ticketid)).toEqual([ids["acme.user"]])
    const entries = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_activities WHERE userid = ${ids["acme.user"]!}
          AND action = 'NOTIFICATION_SUBSCRIPTIONS_CHANGED' AND details->>'watching' = ${String(ticketid)}`,
    )
    expect(entries[0]!.n).toBe(1)
    // The watcher sees the list, may remove only themselves, manages nothing.
    const seen = await list(ticketid, "acme.user")
    expect(seen).toMatchObject({ count: 1, canManage: false, canWatch: false })
    expect(seen.items[0]!.canRemove).toBe(true)
  })

  it("the picker offers the company's other active users who do not watch it, as SQL finds them", async () => {
    const ticketid = await openTicket("Conveyor squeaks")
    await add(ticketid, "acme.admin", ids["acme.user"])
    for (const search of ["", "acme", "ZZZ-nobody"]) {
      const { items } = await server.run(
        (c) => c.watchers.candidates({ params: { ticketid }, query: { search } }),
        sessions["acme.admin"],
      )
      const oracle = await server.db.run<{ userid: number }>(
        sql`SELECT userid FROM users u WHERE companyid = 2 AND useractive AND userid <> ${ids["acme.user"]!}
              AND userid <> ${ids["acme.admin"]!}
              AND (${search} = '' OR (firstname || ' ' || lastname) ILIKE ${`%${search}%`}
                   OR username ILIKE ${`%${search}%`} OR email ILIKE ${`%${search}%`})
            ORDER BY lower(firstname), lower(lastname), userid LIMIT 20`,
      )
      expect(items.map((i) => i.userid)).toEqual(oracle.map((r) => r.userid))
    }
    const refused = await server.run(
      (c) => flip(c.watchers.candidates({ params: { ticketid }, query: { search: "" } })),
      sessions["acme.user"],
    )
    expect(refused._tag).toBe("Forbidden")
  })

  it("refuses other companies' users (400 naming userid), other callers (403) and other companies' tickets (404)", async () => {
    const ticketid = await openTicket("Forklift charger trips")
    expect(await addError(ticketid, "acme.admin", ids["globex.user"])).toMatchObject({
      _tag: "BadRequest",
      field: "userid",
    })
    expect(await addError(ticketid, "sysadmin", ids["globex.user"])).toMatchObject({ _tag: "BadRequest" })
    // acme.user is neither creator, contact nor admin: it may watch, not add others.
    expect(await addError(ticketid, "acme.user", ids["acme.admin"])).toMatchObject({ _tag: "Forbidden" })
    expect((await add(ticketid, "acme.user")).items.map((w) => w.userid)).toEqual([ids["acme.user"]])
    expect(await addError(ticketid, "globex.admin", ids["globex.admin"])).toMatchObject({ _tag: "NotFound" })
    expect(
      await server.run((c) => flip(c.watchers.list({ params: { ticketid } })), sessions["globex.user"]),
    ).toMatchObject({ _tag: "NotFound" })
    expect(await addError(ticketid, "sales.rep")).toMatchObject({ _tag: "Forbidden" })
    expect((await list(ticketid, "sales.rep")).count).toBe(1)
    expect(await watcherIds(ticketid)).toEqual([ids["acme.user"]])
  })

  it("a watcher leaves; staff add and remove anyone of the company; removing a non-watcher is 404", async () => {
    const ticketid = await openTicket("Dock door sensor")
    await add(ticketid, "sysadmin", ids["acme.admin"])
    await add(ticketid, "acme.user")
    expect(await removeError(ticketid, ids["acme.admin"]!, "acme.user")).toMatchObject({ _tag: "Forbidden" })
    expect((await remove(ticketid, ids["acme.user"]!, "acme.user")).count).toBe(1)
    expect(await removeError(ticketid, ids["acme.user"]!, "acme.admin")).toMatchObject({ _tag: "NotFound" })
    expect((await remove(ticketid, ids["acme.admin"]!, "sysadmin")).count).toBe(0)
    expect(await watcherIds(ticketid)).toEqual([])
  })

  it(`holds at most ${WATCHERS_MAX} watchers (409 past it)`, async () => {
    const ticketid = await openTicket("Many eyes")
    const made = await server.db.run<{ userid: number }>(
      sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
          SELECT 'watch.bound.' || n, 'x', 4, 2, 'Bound', 'Watcher ' || n, 'watch.bound.' || n || '@example.com'
            FROM generate_series(1, ${WATCHERS_MAX}) n RETURNING userid`,
    )
    for (const { userid } of made) await add(ticketid, "acme.admin", userid)
    expect(await addError(ticketid, "acme.admin", ids["acme.user"])).toMatchObject({ _tag: "Conflict" })
    expect((await watcherIds(ticketid)).length).toBe(WATCHERS_MAX)
    await server.db.run(sql`UPDATE users SET useractive = false WHERE username LIKE 'watch.bound.%'`)
  })

  it("watchers hear of the ticket whatever locations they follow, once each; deactivated ones do not", async () => {
    const ticketid = await openTicket("Compressor noise")
    const watcher = ids["acme.user"]!
    await server.db.run(
      sql`INSERT INTO notification_unfollowed_locations (userid, locationid) VALUES (${watcher}, ${placement.locationid})
          ON CONFLICT DO NOTHING`,
    )
    await server.db.run(
      sql`INSERT INTO notification_subscriptions (userid, event_type, delivery_type)
          VALUES (${watcher}, 'TICKET_COMMENT_ADDED', 'IN_APP'), (${watcher}, 'TICKET_COMMENT_ADDED', 'EMAIL')
          ON CONFLICT DO NOTHING`,
    )
    const comment = (text: string) =>
      server.run(
        (c) => c.tickets.comment({ payload: { ticketid, activityid: 3, applicationid: 1, comment: text } }),
        sessions["acme.admin"],
      )
    const heard = async (text: string) => {
      const [row] = await server.db.run<{ inapp: number; mail: number }>(
        sql`SELECT (SELECT count(*)::int FROM notifications WHERE userid = ${watcher} AND message LIKE ${`%${text}`}) AS inapp,
                   (SELECT count(*)::int FROM outbox o JOIN users u ON u.email = o.to_address
                     WHERE u.userid = ${watcher} AND o.subject LIKE ${`%Service Ticket #${ticketid}`}) AS mail`,
      )
      return row!
    }
    await comment("Before watching")
    expect(await heard("Before watching")).toEqual({ inapp: 0, mail: 0 })
    await add(ticketid, "acme.admin", watcher)
    await comment("While watching")
    expect(await heard("While watching")).toEqual({ inapp: 1, mail: 1 })
    // Following the location as well still makes one notification and one mail.
    await server.db.run(sql`DELETE FROM notification_unfollowed_locations WHERE userid = ${watcher}`)
    await comment("Both ways")
    expect(await heard("Both ways")).toEqual({ inapp: 1, mail: 2 })
    await server.db.run(sql`UPDATE users SET useractive = false WHERE userid = ${watcher}`)
    await comment("Deactivated")
    expect(await heard("Deactivated")).toEqual({ inapp: 0, mail: 2 })
    expect((await list(ticketid, "acme.admin")).items.map((w) => [w.userid, w.active])).toEqual([
      [watcher, false],
    ])
    await server.db.run(sql`UPDATE users SET useractive = true WHERE userid = ${watcher}`)
  })
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acmeUser: string
let acmeAdmin: string
beforeAll(async () => {
  server = await startTestServer()
  acmeUser = await server.signIn("acme.user")
  acmeAdmin = await server.signIn("acme.admin")
})
afterAll(() => server?.stop())

const timeline = (id: number, sid: string, query: { offset?: number; limit?: number } = {}) =>
  server.run((c) => c.users.timeline({ params: { id }, query }), sid)

describe("GET /v1/user/activity/timeline/:id", () => {
  it("starts with the seeded creation entry, by the system admin for a customer", async () => {
    const answer = await timeline(4, acmeUser)
    expect(answer.count).toBe(1)
    expect(answer.items[0]).toMatchObject({
      action: "USER_CREATED",
      createdBy: 2,
      createdByName: "Sam Adminson",
    })
  })

  it("lists entries newest first and pages with offset and limit", async () => {
    for (const action of ["USER_UPDATED", "NOTIFICATION_SUBSCRIPTIONS_CHANGED"])
      await server.db.run(
        sql`INSERT INTO user_activities (userid, action, created_by, details)
            VALUES (4, ${action}, 4, '{"fields":["phonenumber"]}'::jsonb)`,
      )
    const all = await timeline(4, acmeUser)
    expect(all.count).toBe(3)
    expect(all.items.map((i) => i.action)).toEqual([
      "NOTIFICATION_SUBSCRIPTIONS_CHANGED",
      "USER_UPDATED",
      "USER_CREATED",
    ])
    expect(all.items[1]!.details).toEqual({ fields: ["phonenumber"] })
    const second = await timeline(4, acmeUser, { offset: 1, limit: 1 })
    expect(second).toMatchObject({ count: 3, items: [{ action: "USER_UPDATED" }] })
    const past = await timeline(4, acmeUser, { offset: 10 })
    expect(past).toEqual({ count: 3, items: [] })
  })

  it("is the user's own, or an admin's within the company (403 and 404 otherwise)", async () => {
    expect(
      (await server.run((c) => flip(c.users.timeline({ params: { id: 3 }, query: {} })), acmeUser))._tag,
    ).toBe("Forbidden")
    expect((await timeline(4, acmeAdmin)).count).toBeGreaterThan(0)
    expect(
      (await server.run((c) => flip(c.users.timeline({ params: { id: 6 }, query: {} })), acmeAdmin))._tag,
    ).toBe("NotFound")
  })

  it("names a bad limit", async () => {
    const res = await fetch(`${server.url}/v1/user/activity/timeline/4?limit=5000`, {
      headers: { authorization: `EC ${acmeUser}` },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("limit must be a whole number from 1 to 999")
  })
})

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acmeUser: string
beforeAll(async () => {
  server = await startTestServer()
  acmeUser = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

describe("GET /v1/ticketdetails smoke", () => {
  it("lists the caller's tickets newest first", async () => {
    const list = await server.run((c) => c.tickets.list({ query: {} }), acmeUser)
    expect(list.items.length).toBe(25)
    expect(list.items.every((t) => t.customername === "Acme Manufacturing")).toBe(true)
    const ticket = await server.run(
      (c) => c.tickets.ticket({ params: { ticketid: list.items[0]!.ticketid } }),
      acmeUser,
    )
    expect(ticket.item.ticketid).toBe(list.items[0]!.ticketid)
    expect(ticket.item.activities?.length).toBeGreaterThan(0)
    const bad = await server.run((c) => flip(c.tickets.list({ query: { st: "bogus" } })), acmeUser)
    expect(bad).toMatchObject({ _tag: "BadRequest", field: "st" })
  })
})

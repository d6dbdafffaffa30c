import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { racesRun, useRaceServer } from "../testing/race-server.ts"

/**
 * Two customer closes of one ticket at once on PostgreSQL (PGlite's single connection runs them one
 * after another): the row lock lets one through and the other finds it closed (409); one history
 * entry, one set of notifications. Runs when PORTAL_TEST_DATABASE_URL is set (CI has a PostgreSQL).
 */
const raceServer = useRaceServer("portal_customer_close_races")

const tagOf = <A>(p: Promise<A>) =>
  p.then(
    () => "ok",
    (e: { _tag: string }) => e._tag,
  )

describe.runIf(racesRun)("customer close races on PostgreSQL", () => {
  it("two closes at once: one succeeds, the other answers 409; reopens race the same way", async () => {
    const server = raceServer()
    const [admin, adminAgain] = [await server.signIn("acme.admin"), await server.signIn("acme.admin")]
    const [t] = await server.db.run<{ ticketid: number }>(
      sql`SELECT ticketid FROM tickets WHERE companyid = 2 AND ticketstatus = 'O' ORDER BY ticketid LIMIT 1`,
    )
    const ticketid = t!.ticketid
    const closes = await Promise.all(
      [admin, adminAgain].map((session) =>
        tagOf(
          server.run(
            (c) => c.tickets.customerClose({ params: { ticketid }, payload: { reason: "resolved" } }),
            session,
          ),
        ),
      ),
    )
    expect(closes.sort()).toEqual(["Conflict", "ok"])
    const entries = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ticket_activities WHERE ticketid = ${ticketid}
          AND description LIKE 'Ticket closed by the customer:%'`,
    )
    expect(entries[0]!.n).toBe(1)
    const reopens = await Promise.all(
      [admin, adminAgain].map((session) =>
        tagOf(
          server.run(
            (c) => c.tickets.reopen({ params: { ticketid }, payload: { comment: "Back" } }),
            session,
          ),
        ),
      ),
    )
    expect(reopens.sort()).toEqual(["Conflict", "ok"])
    const [row] = await server.db.run<{ ticketstatus: string }>(
      sql`SELECT ticketstatus FROM tickets WHERE ticketid = ${ticketid}`,
    )
    expect(row!.ticketstatus).toBe("O")
  })
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { type CliHarness, DEMO_PASSWORD, startCliHarness } from "../../testing/cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as rate from "./tickets-rate.command.ts"
import * as show from "./tickets-show.command.ts"

/** Issue 28 from the terminal: `tickets rate` and the rating in `tickets show`. */
let h: CliHarness
let admin: string
let user: string
beforeAll(async () => {
  h = await startCliHarness()
  admin = h.sessionFile()
  user = h.sessionFile()
  await h.run(login, { username: "acme.admin", password: DEMO_PASSWORD }, h.deps(admin))
  await h.run(login, { username: "acme.user", password: DEMO_PASSWORD }, h.deps(user))
}, 120_000)
afterAll(() => h?.stop())

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)

/** An Acme ticket closed an hour ago whose contact is acme.user, with an open ask. */
const askedTicket = async () => {
  const [row] = await h.server.db.run<{ ticketid: number }>(
    sql`INSERT INTO tickets (companyid, agreementid, locationid, problem, contactname, contactemail, tickettype,
          createddateutc, modifieddateutc, ticketstatus, completeddateutc)
        SELECT companyid, agreementid, locationid, 'CLI rating', 'Alice', (SELECT email FROM users WHERE username = 'acme.user'),
          'Break/Fix', now() - interval '2 hours', now(), 'C', now() - interval '1 hour'
          FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1
        RETURNING ticketid`,
  )
  await h.server.db.run(
    sql`INSERT INTO ticket_ratings (ticketid, contactemail, token_hash, expires)
        VALUES (${row!.ticketid}, 'alice@example.com', md5(random()::text), now() + interval '1 day')`,
  )
  return String(row!.ticketid)
}

describe("portal tickets rate", () => {
  it("the contact rates once; the rating shows in tickets show; a second rating exits 1", async () => {
    const id = await askedTicket()
    const rated = await h.run(rate, { id, score: "4", comment: "Quick fix" }, h.deps(user))
    expect(rated.rating).toMatchObject({ score: 4, comment: "Quick fix" })
    expect(rate.render(rated)).toMatch(
      new RegExp(`^Rated Service Ticket #${id}: 4 of 5 \\(Good\\) by .+: Quick fix\\.$`),
    )
    const shown = await h.run(show, { id }, h.deps(admin))
    expect(shown.rating).toMatchObject({ score: 4 })
    expect(show.render(shown)).toMatch(/Satisfaction\s+4 of 5 \(Good\)/)
    expect(exitOf(await h.fail(rate, { id, score: "5" }, h.deps(user)))).toBe(1)
  })

  it("refuses a score outside 1-5 (exit 2) and anyone but the contact (exit 1)", async () => {
    const id = await askedTicket()
    expect(exitOf(await h.fail(rate, { id, score: "6" }, h.deps(user)))).toBe(2)
    const refused = await h.fail(rate, { id, score: "3" }, h.deps(admin))
    expect(exitOf(refused)).toBe(1)
    expect((refused as Error).message).toContain(`Only the contact of Service Ticket #${id} may rate it`)
  })
})

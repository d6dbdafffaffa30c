import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { type CliHarness, DEMO_PASSWORD, startCliHarness } from "../../testing/cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as show from "./tickets-show.command.ts"
import * as unwatch from "./tickets-unwatch.command.ts"
import * as watch from "./tickets-watch.command.ts"

/** Issue 28 from the terminal: `tickets watch|unwatch <id> [--user]` and the watchers in `tickets show`. */
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
/** An open Acme ticket acme.user neither raised nor is the contact of. */
const openTicket = async () => {
  const [row] = await h.server.db.run<{ ticketid: number }>(
    sql`SELECT t.ticketid FROM tickets t WHERE t.companyid = 2 AND t.ticketstatus = 'O'
          AND t.createdbyuserid IS DISTINCT FROM (SELECT userid FROM users WHERE username = 'acme.user')
          AND t.contactemail IS DISTINCT FROM (SELECT email FROM users WHERE username = 'acme.user')
        ORDER BY t.ticketid DESC LIMIT 1`,
  )
  return String(row!.ticketid)
}
const watcherRows = async (id: string) =>
  (
    await h.server.db.run<{ username: string }>(
      sql`SELECT u.username FROM ticket_watchers w JOIN users u ON u.userid = w.userid
          WHERE w.ticketid = ${Number(id)} ORDER BY u.username`,
    )
  ).map((r) => r.username)

describe("portal tickets watch and unwatch", () => {
  it("the company admin adds a colleague by username; show lists them; the colleague leaves", async () => {
    const id = await openTicket()
    const added = await h.run(watch, { id, user: "ACME.USER" }, h.deps(admin))
    expect(added.watchers.map((w) => w.username)).toEqual(["acme.user"])
    expect(await watcherRows(id)).toEqual(["acme.user"])
    expect(watch.render(added)).toMatch(
      new RegExp(`^Watchers of Service Ticket #${id}:\\n  .+ \\(acme\\.user, `),
    )
    const shown = await h.run(show, { id }, h.deps(user))
    expect(shown.watchers?.map((w) => w.username)).toEqual(["acme.user"])
    expect(show.render(shown)).toContain("Watchers (1)\n  ")
    const left = await h.run(unwatch, { id }, h.deps(user))
    expect(unwatch.render(left)).toBe(`No one watches Service Ticket #${id}.`)
    expect(await watcherRows(id)).toEqual([])
    const again = await h.fail(unwatch, { id }, h.deps(user))
    expect(exitOf(again)).toBe(2)
    expect((again as Error).message).toContain(`you do not watch #${id}`)
  })

  it("a colleague watches it themselves but may not add others (exit 2, by the rule); other companies' users are not found (exit 2)", async () => {
    const id = await openTicket()
    expect((await h.run(watch, { id }, h.deps(user))).watchers.map((w) => w.username)).toEqual(["acme.user"])
    const refused = await h.fail(watch, { id, user: "acme.admin" }, h.deps(user))
    expect(exitOf(refused)).toBe(2)
    expect((refused as Error).message).toContain(`Only the contact, the creator, a company admin or staff`)
    const foreign = await h.fail(watch, { id, user: "globex.user" }, h.deps(admin))
    expect(exitOf(foreign)).toBe(2)
    const removed = await h.run(unwatch, { id, user: "acme.user" }, h.deps(admin))
    expect(removed.watchers).toEqual([])
    expect(await watcherRows(id)).toEqual([])
  })
})

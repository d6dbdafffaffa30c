import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { type CliHarness, DEMO_PASSWORD, startCliHarness } from "../../testing/cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as live from "./live.command.ts"

/** Issue 29 from the terminal: `portal live` runs the live updates machine alone. */
let h: CliHarness
let user: string
let ticketid: number
beforeAll(async () => {
  h = await startCliHarness()
  user = h.sessionFile()
  await h.run(login, { username: "acme.user", password: DEMO_PASSWORD }, h.deps(user))
  const [t] = await h.server.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
  )
  ticketid = t!.ticketid
}, 120_000)
afterAll(() => h?.stop())

describe("portal live", () => {
  it("waits for the next change of a ticket and prints it; exit 0", async () => {
    const admin = await h.server.signIn("acme.admin")
    const waiting = h.run(live, { count: "1", ticket: String(ticketid), timeout: "20" }, h.deps(user))
    // Commented once the stream listens: the command's machine opened it (its first frame came).
    for (let i = 0; i < 40 && (await h.server.db.run(sql`SELECT 1 FROM live_streams`)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 200))
    await h.server.run(
      (c) =>
        c.tickets.comment({
          payload: { ticketid, comment: "Heard in the terminal", activityid: 3, applicationid: 1 },
        }),
      admin,
    )
    const result = await waiting
    expect(result.timedOut).toBe(false)
    expect(result.events).toHaveLength(1)
    expect(result.events[0]).toMatchObject({ kind: "ticket.comment", ticketid })
    expect(live.render(result)).toMatch(new RegExp(`ticket\\.comment  ticket ${ticketid}$`))
    expect(live.exitCode(result)).toBe(0)
  })

  it("times out with fewer events than asked for: exit 1, saying how many came", async () => {
    const result = await h.run(live, { count: "2", ticket: "999999", timeout: "1" }, h.deps(user))
    expect(result).toMatchObject({ timedOut: true, wanted: 2, events: [] })
    expect(live.render(result)).toBe("Timed out: 0 of 2 event(s) came.")
    expect(live.exitCode(result)).toBe(1)
  })

  it.each([
    [{ count: "0", timeout: "5" }, "--count must be a whole number from 1 to 10000, got '0'"],
    [{ count: "1", timeout: "soon" }, "--timeout must be a whole number from 1 to 86400, got 'soon'"],
    [
      { count: "1", timeout: "5", ticket: "abc" },
      "--ticket must be a whole number from 1 to 2147483647, got 'abc'",
    ],
  ])("refuses bad options with a readable line (exit 2): %j", async (options, message) => {
    const error = await h.run(live, options, h.deps(user)).catch((e: unknown) => e)
    expect(isCliError(error) && error.exitCode).toBe(2)
    expect((error as Error).message).toBe(message)
  })
})

import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as close from "./tickets-close.command.ts"
import * as reopen from "./tickets-reopen.command.ts"
import * as show from "./tickets-show.command.ts"

/** Issue 28 from the terminal: `tickets close --reason` and `tickets reopen --comment`. */
const h = useCliHarness("acme.admin", "acme.user")

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
/** An open Acme ticket nobody named acme.user in (not its creator nor its contact). */
const openTicket = async () => {
  const [row] = await h.server.db.run<{ ticketid: number }>(
    sql`SELECT t.ticketid FROM tickets t WHERE t.companyid = 2 AND t.ticketstatus = 'O'
          AND t.createdbyuserid IS DISTINCT FROM (SELECT userid FROM users WHERE username = 'acme.user')
          AND t.contactemail IS DISTINCT FROM (SELECT email FROM users WHERE username = 'acme.user')
        ORDER BY t.ticketid DESC LIMIT 1`,
  )
  return String(row!.ticketid)
}

describe("portal tickets close --reason and portal tickets reopen", () => {
  it("the company admin closes with a reason and reopens with a comment; twice answers 409 (exit 1)", async () => {
    const id = await openTicket()
    const closed = await h.run(close, { id, reason: "other", text: "Moved the line" }, h.as("acme.admin"))
    expect(closed).toMatchObject({ ticketid: Number(id), ticketstatus: "C" })
    expect((await h.run(show, { id }, h.as("acme.admin"))).ticket.latestactivitydescription).toBe(
      "Ticket closed by the customer: Other: Moved the line",
    )
    const again = await h.fail(close, { id, reason: "resolved" }, h.as("acme.admin"))
    expect(exitOf(again)).toBe(1)
    expect((again as Error).message).toContain(`Service Ticket #${id} is not open`)
    const reopened = await h.run(reopen, { id, comment: "  Line is back  " }, h.as("acme.admin"))
    expect(reopened).toEqual({
      ticketid: Number(id),
      ticketstatus: "O",
      latestactivitydescription: "Ticket reopened: Line is back",
    })
    expect(reopen.render(reopened)).toBe(`Reopened Service Ticket #${id} (status O).`)
    expect(exitOf(await h.fail(reopen, { id, comment: "Again" }, h.as("acme.admin")))).toBe(1)
  })

  it("a colleague who neither raised it nor is its contact is refused (exit 1) and it stays open", async () => {
    const id = await openTicket()
    expect(exitOf(await h.fail(close, { id, reason: "resolved" }, h.as("acme.user")))).toBe(1)
    expect((await h.run(show, { id }, h.as("acme.user"))).ticket.ticketstatus).toBe("O")
  })

  it.each([
    [close, { reason: "other" }, "Say why the ticket is closed"],
    [close, { reason: "bogus" }, "--reason must be one of resolved, notNeeded, other"],
    [close, { reason: "resolved", solution: "x" }, "not both"],
    [reopen, {}, "give --comment <text>"],
    [reopen, { comment: "  " }, "Comment is required"],
  ] as const)("refuses bad options with exit 2: %#", async (command, options, message) => {
    const error = await h.fail(command as typeof close, { id: "1", ...options }, h.as("acme.admin"))
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toContain(message)
  })
})

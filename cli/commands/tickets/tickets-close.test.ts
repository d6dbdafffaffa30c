import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as close from "./tickets-close.command.ts"
import * as list from "./tickets-list.command.ts"
import * as show from "./tickets-show.command.ts"

const h = useCliHarness("sysadmin", "acme.user")

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
const openTicket = async () => {
  const [ticket] = (await h.run(list, { status: "open", pageSize: "1" }, h.as("acme.user"))).items
  return String(ticket!.ticketid)
}

describe("portal tickets close", () => {
  it("a customer is refused with the server's 403 and the ticket stays open", async () => {
    const id = await openTicket()
    const error = await h.fail(close, { id, solution: "Fixed it myself" }, h.as("acme.user"))
    expect(exitOf(error)).toBe(1)
    expect((await h.run(show, { id }, h.as("acme.user"))).ticket.ticketstatus).toBe("O")
  })

  it("staff close an open ticket; closing it again exits 1 with the 409's reason", async () => {
    const id = await openTicket()
    const result = await h.run(close, { id, solution: "  Replaced the fuser unit  " }, h.as("sysadmin"))
    expect(result).toMatchObject({
      ticketid: Number(id),
      ticketstatus: "C",
      solution: "Replaced the fuser unit",
    })
    expect(result.completeddateutc).not.toBeNull()
    expect(close.render(result)).toContain(`Closed Service Ticket #${id}`)
    const again = await h.fail(close, { id, solution: "Again" }, h.as("sysadmin"))
    expect(exitOf(again)).toBe(1)
    expect((again as Error).message).toContain(`Service Ticket #${id} is already closed`)
  })

  it.each([
    [{ solution: "   " }, "the solution is not valid: Solution is required"],
    [{}, "give --solution <text>"],
  ])("refuses %j with exit 2", async (options, message) => {
    const error = await h.fail(close, { id: "1", ...options }, h.as("sysadmin"))
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toContain(message)
  })
})

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { type CliHarness, DEMO_PASSWORD, startCliHarness } from "../../testing/cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as close from "./tickets-close.command.ts"
import * as list from "./tickets-list.command.ts"
import * as show from "./tickets-show.command.ts"

let h: CliHarness
let staff: string
let customer: string
beforeAll(async () => {
  h = await startCliHarness()
  staff = h.sessionFile()
  customer = h.sessionFile()
  await h.run(login, { username: "sysadmin", password: DEMO_PASSWORD }, h.deps(staff))
  await h.run(login, { username: "acme.user", password: DEMO_PASSWORD }, h.deps(customer))
}, 120_000)
afterAll(() => h?.stop())

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
const openTicket = async () => {
  const [ticket] = (await h.run(list, { status: "open", pageSize: "1" }, h.deps(customer))).items
  return String(ticket!.ticketid)
}

describe("portal tickets close", () => {
  it("a customer is refused with the server's 403 and the ticket stays open", async () => {
    const id = await openTicket()
    const error = await h.fail(close, { id, solution: "Fixed it myself" }, h.deps(customer))
    expect(exitOf(error)).toBe(1)
    expect((await h.run(show, { id }, h.deps(customer))).ticket.ticketstatus).toBe("O")
  })

  it("staff close an open ticket; closing it again exits 1 with the 409's reason", async () => {
    const id = await openTicket()
    const result = await h.run(close, { id, solution: "  Replaced the fuser unit  " }, h.deps(staff))
    expect(result).toMatchObject({
      ticketid: Number(id),
      ticketstatus: "C",
      solution: "Replaced the fuser unit",
    })
    expect(result.completeddateutc).not.toBeNull()
    expect(close.render(result)).toContain(`Closed Service Ticket #${id}`)
    const again = await h.fail(close, { id, solution: "Again" }, h.deps(staff))
    expect(exitOf(again)).toBe(1)
    expect((again as Error).message).toContain(`Service Ticket #${id} is already closed`)
  })

  it.each([
    [{ solution: "   " }, "the solution is not valid: Solution is required"],
    [{}, "give --solution <text>"],
  ])("refuses %j with exit 2", async (options, message) => {
    const error = await h.fail(close, { id: "1", ...options }, h.deps(staff))
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toContain(message)
  })
})

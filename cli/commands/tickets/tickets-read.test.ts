import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { moneyText } from "../../../core/domain/tickets/catalogue-text.ts"
import { isCliError } from "../../runtime/cli-errors.ts"
import { DEMO_PASSWORD, storedSessionId } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as list from "./tickets-list.command.ts"
import { listQuery } from "../../../server/testing/test-server.ts"
import * as show from "./tickets-show.command.ts"

const h = useCliHarness("acme.user")

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
const leftMenu = () => h.server.run((c) => c.shell.leftMenu(), h.sessionID())

describe("portal tickets list", () => {
  it("lists the first page, newest first, with the server's count", async () => {
    const result = await h.run(list, {}, h.as())
    const direct = await h.server.run((c) => c.tickets.list({ query: listQuery() }), h.sessionID())
    expect(result).toMatchObject({ page: 1, pageSize: 25, sort: "ticketid", direction: "desc", url: {} })
    expect(result.count).toBe(direct.count)
    expect(result.items).toHaveLength(25)
    const ids = result.items.map((t) => t.ticketid)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const text = list.render(result)
    expect(text.split("\n")[0]).toMatch(/^\s*ID\s+STATUS\s+SEVERITY\s+PROBLEM\s+LOCATION\s+CREATED$/)
    expect(text).toContain(`Page 1 of ${Math.ceil(result.count / 25)} · ${result.count} tickets`)
  })

  it("--status open counts what the navigation counts", async () => {
    const result = await h.run(list, { status: "open", pageSize: "100" }, h.as())
    expect(result.count).toBe((await leftMenu()).TicketCounts.totalOpen)
    expect(new Set(result.items.map((t) => t.ticketstatus))).toEqual(new Set(["O"]))
  })

  it("sorts, pages and filters as the /tickets URL does", async () => {
    const options = { status: "closed", sort: "problem", direction: "asc", page: "2", pageSize: "5" }
    const result = await h.run(list, options, h.as())
    expect(result).toMatchObject({ page: 2, pageSize: 5, sort: "problem", direction: "asc" })
    expect(result.url).toEqual({
      page: "2",
      pageSize: "5",
      status: "closed",
      sort: "problem",
      sortDirection: "asc",
    })
    expect(result.items.every((t) => ["C", "P", "N"].includes(t.ticketstatus))).toBe(true)
    const problems = result.items.map((t) => t.problem ?? "")
    expect(problems).toEqual([...problems].sort((a, b) => a.localeCompare(b)))
  })

  it("searches and filters by location", async () => {
    const first = (await h.run(list, { pageSize: "1" }, h.as())).items[0]!
    const bySearch = await h.run(list, { search: `  ${first.ticketid}  ` }, h.as())
    expect(bySearch.items.map((t) => t.ticketid)).toContain(first.ticketid)
    const byLocation = await h.run(list, { locations: String(first.locationid) }, h.as())
    expect(byLocation.items.every((t) => t.locationid === first.locationid)).toBe(true)
  })

  it("clamps a page past the end to the last page", async () => {
    const result = await h.run(list, { page: "9999", pageSize: "50" }, h.as())
    expect(result.page).toBe(result.pages)
    expect(result.items.length).toBeGreaterThan(0)
  })

  it.each([
    [{ page: "abc" }, "--page must be a whole number"],
    [{ pageSize: "0" }, "--page-size must be a whole number from 1 to 1000"],
    [{ sort: "bogus" }, "--sort must be one of ticketid"],
    [{ status: "done" }, "--status must be one of all, open, closed"],
    [{ agreements: "1,x" }, "--agreements must be"],
    [{ calldate: "2026-02-01" }, "--calldate must be start:end"],
    [{ completeddate: "2026-05-01:2026-01-01" }, "start not after end"],
  ])("refuses %j as a usage error", async (options, message) => {
    const error = await h.fail(list, options, h.as())
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toContain(message)
  })

  it("without a session it is 'not signed in'", async () => {
    expect(exitOf(await h.fail(list, {}, h.deps(h.sessionFile())))).toBe(3)
  })

  it("a session ended on the server mid-way is 'not signed in' and the file is cleared", async () => {
    const other = h.sessionFile()
    await h.run(login, { username: "acme.admin", password: DEMO_PASSWORD }, h.deps(other))
    await h.server.run((c) => c.account.logout(), storedSessionId(other))
    expect(exitOf(await h.fail(list, {}, h.deps(other)))).toBe(3)
    expect(existsSync(other)).toBe(false)
  })
})

describe("portal tickets show", () => {
  it("shows a ticket with its activity", async () => {
    const [first] = (await h.run(list, { pageSize: "1" }, h.as())).items
    const result = await h.run(show, { id: String(first!.ticketid) }, h.as())
    expect(result.ticket).toMatchObject({ ticketid: first!.ticketid, problem: first!.problem })
    expect(result.activities.length).toBeGreaterThan(0)
    expect(show.render(result)).toMatch(new RegExp(`^Service Ticket #${first!.ticketid}\\n`))
  })

  it("prints the catalogue in the detail's groups and labels, and --json carries it", async () => {
    const closed = await h.run(list, { status: "closed", pageSize: "50" }, h.as())
    const done = closed.items.find((t) => t.ticketstatus === "C" && t.completeddateutc !== null)!
    const { item } = await h.server.run(
      (c) => c.tickets.ticket({ params: { ticketid: done.ticketid } }),
      h.sessionID(),
    )
    const result = await h.run(show, { id: String(done.ticketid) }, h.as())
    const json = JSON.parse(JSON.stringify(result)) as typeof result
    expect(json.catalogue.map((g) => g.title)).toEqual(
      expect.arrayContaining(["Schedule", "Engineer", "Costs", "Billing"]),
    )
    const total = json.catalogue.find((g) => g.title === "Costs")!.fields.at(-1)
    expect(total).toEqual({
      field: "totalcost",
      label: "Total",
      value: item.totalcost,
      text: moneyText(item.totalcost!),
    })
    const text = show.render(result)
    expect(text).toContain(`\nCosts\n  Labor    ${moneyText(item.laborcost!)}\n`)
    expect(text).toMatch(new RegExp(`\\n {2}Contract\\s+${item.contractnumber}\\n`))
    expect(text.indexOf("\nCosts\n")).toBeLessThan(text.indexOf("\nActivity ("))
  })

  it.each([
    ["999999", 1, "could not load ticket #999999"],
    ["12x", 2, "the ticket id must be a positive whole number"],
  ])("refuses %s", async (id, code, message) => {
    const error = await h.fail(show, { id }, h.as())
    expect(exitOf(error)).toBe(code)
    expect((error as Error).message).toContain(message)
  })
})

import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import { list as agreementsList, show as agreementsShow } from "./agreements.command.ts"
import * as equipmentList from "./equipment-list.command.ts"
import * as request from "./equipment-request.command.ts"
import * as show from "./equipment-show.command.ts"

const h = useCliHarness("acme.user")

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)

describe("portal equipment", () => {
  it("lists the default view in the saved columns, and --columns picks others", async () => {
    const result = await h.run(equipmentList, {}, h.as())
    expect(result).toMatchObject({ page: 1, pageSize: 50, url: {} })
    const [row] = await h.server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM equipment e JOIN agreements a ON a.agreementid = e.agreementid
          WHERE e.companyid = 2 AND e.removeddate IS NULL AND a.active AND e.coverage IN ('Full Maintenance', 'Warranty Uplift',
          'Warranty Track', 'Future Start Date', 'Parts Only')`,
    )
    expect(result.count).toBe(row!.n)
    expect(equipmentList.render(result).split("\n")[0]).toMatch(/^\s*ID\s+MONITORED\s+DESCRIPTION\s+SERIAL/)
    await h.server.run(
      (c) => c.equipment.saveColumns({ payload: { columns: ["oem", "serialnumber"] } }),
      h.sessionID(),
    )
    const saved = await h.run(equipmentList, { contracttype: "All", sort: "oem" }, h.as())
    expect(saved.columns).toEqual(["serialnumber", "oem"])
    expect(saved.url).toMatchObject({ contracttype: "All", sort: "oem" })
    const picked = await h.run(equipmentList, { columns: "description,ticketcount" }, h.as())
    expect(equipmentList.render(picked).split("\n")[0]).toMatch(/^\s*ID\s+DESCRIPTION\s+TICKET HISTORY$/)
  })

  it("refuses a bad option with a usage error naming it", async () => {
    const error = await h.run(equipmentList, { columns: "bogus" }, h.as()).catch((e: unknown) => e)
    expect(exitOf(error)).toBe(2)
    expect(String((error as Error).message)).toContain("--columns")
  })

  it("shows a piece with its ticket history, and sends a change request to its sales rep", async () => {
    const [target] = await h.server.db.run<{ equipmentid: number; email: string }>(
      sql`SELECT e.equipmentid, r.email FROM equipment e JOIN agreements a ON a.agreementid = e.agreementid
          JOIN sales_reps r ON r.salesid = a.salesid WHERE e.companyid = 2 ORDER BY e.equipmentid LIMIT 1`,
    )
    // Known record values, one missing, so the printed lines can be written out.
    await h.server.db.run(
      sql`UPDATE equipment SET effectivedate = '2026-03-01T12:00:00Z', response = '4 hours',
          warranty = 'Parts and labor', securitylevel = NULL WHERE equipmentid = ${target!.equipmentid}`,
    )
    await h.server.db.run(
      sql`UPDATE locations SET locationcounty = 'Wayne'
          WHERE locationid = (SELECT locationid FROM equipment WHERE equipmentid = ${target!.equipmentid})`,
    )
    const shown = await h.run(show, { id: String(target!.equipmentid) }, h.as())
    const lines = show.render(shown).split("\n")
    expect(lines).toContain(`Ticket history (${shown.item.ticketcount})`)
    const location = lines.findIndex((line) => line.startsWith("Location "))
    expect(lines.slice(location + 2, location + 7)).toEqual([
      "County            Wayne",
      "Effective Date    Mar 1, 2026",
      "Response          4 hours",
      "Warranty          Parts and labor",
      "Security Level    N/A",
    ])
    expect(lines[location + 1]).toMatch(/^Location Address {2}\S/)
    const sent = await h.run(
      request,
      { id: String(target!.equipmentid), message: "Add a spare PSU." },
      h.as(),
    )
    expect(sent.to).toBe(target!.email)
    const [row] = await h.server.db.run<{ message: string }>(
      sql`SELECT message FROM change_requests WHERE id = ${sent.id}`,
    )
    expect(row!.message).toBe("Add a spare PSU.")
    const empty = await h
      .run(request, { id: String(target!.equipmentid), message: "  " }, h.as())
      .catch((e) => e)
    expect(String((empty as Error).message)).toContain("Message was empty")
  })

  it("lists agreements and shows one with its locations", async () => {
    const rows = await h.run(agreementsList, {}, h.as())
    expect(rows.length).toBeGreaterThan(0)
    const one = await h.run(agreementsShow, { id: String(rows[0]!.agreementid) }, h.as())
    expect(one.locations.length).toBeGreaterThan(0)
    expect(agreementsShow.render(one, { id: "" })).toContain("Locations (")
  })
})

import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { copySeededDatabase } from "../testing/template-db.ts"
import { type Db, openDatabase } from "./client.ts"

/** Migration 0032 (a million tickets, issue 27): what each list and insights plan relies on. */
describe("migration 0032", () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-0032-"))
  let db: Db
  beforeAll(async () => {
    await copySeededDatabase(join(dir, "db"))
    db = await openDatabase({ dataDir: join(dir, "db") })
  })
  afterAll(async () => {
    await db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const definition = async (name: string) => {
    const [row] = await db.run<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${name}`,
    )
    return row?.indexdef.replace(/^.* USING btree /, "")
  }

  it("keeps a range's dates in the sort indexes that follow the call date", async () => {
    const dates = "INCLUDE (createddateutc, completeddateutc)"
    expect(await definition("tickets_company_ticket_idx")).toBe(`(companyid, ticketid DESC) ${dates}`)
    expect(await definition("tickets_company_latest_idx")).toBe(
      `(companyid, latestactivitydate, ticketid) ${dates}`,
    )
    expect(await definition("tickets_company_modified_idx")).toBe(
      `(companyid, modifieddateutc, ticketid) ${dates}`,
    )
  })

  it("covers what insights narrowed to an agreement or a location read", async () => {
    const read =
      "companyid, severitylevel, ticketstatus, %s, modelnumber, completeddateutc, firstresponsedate, equipmentid"
    expect(await definition("tickets_agreement_idx")).toBe(
      `(agreementid, createddateutc) INCLUDE (${read.replace("%s", "locationid")})`,
    )
    expect(await definition("tickets_location_idx")).toBe(
      `(locationid, createddateutc) INCLUDE (${read.replace("%s", "agreementid")})`,
    )
  })

  it("creates the kept ticket counts of equipment, with their triggers", async () => {
    const triggers = await db.run<{ tgname: string }>(
      sql`SELECT tgname FROM pg_trigger WHERE tgname LIKE 'tickets_equipment_counts_%' ORDER BY 1`,
    )
    expect(triggers.map((t) => t.tgname)).toEqual([
      "tickets_equipment_counts_delete",
      "tickets_equipment_counts_insert",
      "tickets_equipment_counts_update",
    ])
  })
})

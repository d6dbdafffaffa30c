import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type SQL, sql } from "drizzle-orm"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EQUIPMENT_SEARCH_FIELDS } from "../../core/domain/equipment/fields.ts"
import { EquipmentListQuery } from "../../core/schema/equipment-list-query.ts"
import { listQueryParseOptions } from "../../core/schema/list-query.schema.ts"
import { equipmentCountSql } from "../equipment/equipment-list.sql.ts"
import { documentCondition } from "../tickets/ticket-search.sql.ts"
import { copySeededDatabase } from "../testing/template-db.ts"
import { type Db, openDatabase } from "./client.ts"

/** One copy of the seeded test database for the migrations' checks below. */
const dir = mkdtempSync(join(tmpdir(), "portal-huge-scale-"))
let db: Db
beforeAll(async () => {
  await copySeededDatabase(join(dir, "db"))
  db = await openDatabase({ dataDir: join(dir, "db") })
})
afterAll(async () => {
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Migration 0032 (a million tickets, issue 27): what each list and insights plan relies on. */
describe("migration 0032", () => {
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

/**
 * Migrations 0040 and 0041 (issue 27): the plans the list statements take with the new indexes. The
 * test database is small, so sequential scans are turned off (and bitmap scans where an index can
 * be read alone) to ask which index the planner can use.
 */
describe("migrations 0040 and 0041", () => {
  // An index-only scan needs the pages marked all-visible, as autovacuum (or PGlite's maintenance)
  // leaves a table that has settled.
  beforeAll(() => db.exec("VACUUM (ANALYZE) equipment"))

  /** The plan of `statement` without sequential scans (a GIN index is read by a bitmap scan only). */
  const planOf = async (statement: SQL, bitmaps = true) => {
    const rows = await db.transaction(async (tx) => {
      await tx.run(sql`SET LOCAL enable_seqscan = off`)
      if (!bitmaps) await tx.run(sql`SET LOCAL enable_bitmapscan = off`)
      return tx.run<{ "QUERY PLAN": string }>(sql`EXPLAIN ${statement}`)
    })
    return rows.map((r) => r["QUERY PLAN"]).join("\n")
  }

  it("finds a two-character term through the documents' pairs", async () => {
    const plan = await planOf(
      sql`SELECT count(*) FROM ticket_search s WHERE s.companyid = 2 AND ${documentCondition("x7")}`,
    )
    expect(plan).toContain("ticket_search_doc_pairs")
  })

  it("counts the equipment list's default filter from the index of pieces in service", async () => {
    const query = Schema.decodeUnknownSync(EquipmentListQuery)(
      { os: "0", pl: "50", st: "description" },
      listQueryParseOptions,
    )
    for (const scope of [{ all: true } as const, { all: false, companyIds: [2] } as const]) {
      const plan = await planOf(equipmentCountSql(query, scope), false)
      expect(plan).toContain("Index Only Scan using equipment_company_live_agreement_idx")
    }
  })
})

/**
 * Migration 0045 (issue 27): the equipment document function is inlined, so a search's recheck
 * computes the document in the plan instead of calling the function for every candidate piece.
 */
describe("migration 0045", () => {
  /** One term over every search field, as the list sends it. */
  const searchOfEveryField = (term: string) =>
    Object.fromEntries(EQUIPMENT_SEARCH_FIELDS.map((field) => [`${field}(*)`, term]))
  const searchQuery = (term: string) =>
    Schema.decodeUnknownSync(EquipmentListQuery)(
      { os: "0", pl: "50", st: "description", ...searchOfEveryField(term) },
      listQueryParseOptions,
    )

  it("rechecks a search's candidates with the document's own expression", async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.run(sql`SET LOCAL enable_seqscan = off`)
      return tx.run<{ "QUERY PLAN": string }>(
        sql`EXPLAIN ${equipmentCountSql(searchQuery("rack"), { all: true })}`,
      )
    })
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n")
    expect(plan).toContain("equipment_search_trgm")
    expect(plan).not.toContain("equipment_search_doc(")
  })

  it("finds a term in any field of a piece whose other fields are empty", async () => {
    const [piece] = await db.run<{ equipmentid: number; companyid: number }>(
      sql`UPDATE equipment SET description = NULL, modelnumber = NULL, serialnumber = 'ZQ-0045-SERIAL'
          WHERE equipmentid = (SELECT min(equipmentid) FROM equipment WHERE removeddate IS NULL AND agreementid IS NULL)
          RETURNING equipmentid, companyid`,
    )
    if (!piece) throw new Error("the seed has a piece without an agreement")
    const count = async (term: string) => {
      const query = searchQuery(term)
      const filtered = {
        ...query,
        filters: { ...query.filters, contracttype: ["No Contract"] },
      } as typeof query
      const [row] = await db.run<{ count: number }>(equipmentCountSql(filtered, { all: true }))
      return row?.count
    }
    expect(await count("zq-0045")).toBe(1)
    expect(await count("0045-serial")).toBe(1)
    expect(await count(`${piece.equipmentid}`)).toBeGreaterThanOrEqual(1)
    expect(await count("zq-0045-serialx")).toBe(0)
  })
})

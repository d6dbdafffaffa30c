import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Db } from "../db/client.ts"
import { migrate } from "../db/migrate.ts"
import { isDatabaseEmpty, resetDatabase, seedDatabase } from "./seed.ts"
import { BULK_TABLES, secondaryIndexes, withIndexesDeferred } from "./bulk-load.ts"
import { RENEWAL_SOON_DAYS } from "./seed-agreements.ts"
import { seedAnchor } from "./seed-catalog.ts"
import { openBlankDatabase } from "../testing/template-db.ts"

let db: Db
beforeAll(async () => {
  db = await openBlankDatabase()
  await migrate(db)
})
afterAll(() => db?.close())

const fingerprint = () =>
  db.run<{
    status: string
    n: number
    newest: string
  }>(sql`SELECT ticketstatus AS status, count(*)::int AS n, max(createddateutc)::text AS newest
     FROM tickets GROUP BY ticketstatus ORDER BY ticketstatus`)

describe("seed", () => {
  it("seeds an empty database deterministically", async () => {
    expect(await isDatabaseEmpty(db)).toBe(true)
    const report = await seedDatabase(db, { scale: "tiny" })
    // The scale's 80 pieces plus a label printer without a contract at every third location.
    const [row] = await db.run<{ locations: number }>(
      sql`SELECT count(*) FILTER (WHERE locationid % 3 = 0)::int AS locations FROM locations`,
    )
    expect(report).toMatchObject({ tickets: 400, equipment: 80 + row!.locations })
    const first = await fingerprint()
    expect(first.map((r) => r.status)).toEqual(["C", "N", "O", "P"])
    await resetDatabase(db)
    await migrate(db)
    await seedDatabase(db, { scale: "tiny" })
    expect(await fingerprint()).toEqual(first)
    // Kept with the data, for GET /v1/config.
    expect(await db.run(sql`SELECT key, value FROM settings`)).toEqual([{ key: "seed_scale", value: "tiny" }])
  })

  it("gives the active announcement's link a name that says where it goes (issue 24)", async () => {
    const active = await db.run<{ message: string }>(sql`SELECT message FROM banners WHERE active`)
    const links = active.flatMap((b) => [...b.message.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]))
    expect(links).toEqual(["Learn more about the portal"])
  })

  it("fills the equipment record fields: every location's county, every contracted piece's record", async () => {
    const [row] = await db.run<Record<string, number>>(
      sql`SELECT (SELECT count(*) FROM locations WHERE locationcounty IS NULL)::int AS nocounty,
            count(*) FILTER (WHERE agreementid IS NOT NULL)::int AS contracted,
            count(*) FILTER (WHERE agreementid IS NOT NULL AND effectivedate = startdate AND response IS NOT NULL
              AND securitylevel IS NOT NULL)::int AS filled,
            count(DISTINCT warranty)::int AS warranties, count(*) FILTER (WHERE warranty IS NULL)::int AS nowarranty,
            count(*) FILTER (WHERE agreementid IS NULL AND response IS NULL AND effectivedate IS NULL)::int AS bare,
            count(*) FILTER (WHERE agreementid IS NULL)::int AS uncontracted
          FROM equipment`,
    )
    expect(row).toMatchObject({
      nocounty: 0,
      filled: row!.contracted,
      bare: row!.uncontracted,
      warranties: 3,
    })
    expect(row!.contracted).toBeGreaterThan(0)
    expect(row!.nowarranty).toBeGreaterThan(0)
  })

  it("creates the demo sign-ins with their roles", async () => {
    const rows = await db.run<{
      username: string
      roleid: number
      companyname: string
      password_expired: boolean
    }>(sql`SELECT u.username, u.roleid, c.companyname, u.password_expired FROM users u
       JOIN companies c USING (companyid) WHERE u.userid <= 8 ORDER BY u.userid`)
    expect(rows.map((r) => [r.username, r.roleid])).toEqual([
      ["developer", 1],
      ["sysadmin", 2],
      ["acme.admin", 3],
      ["acme.user", 4],
      ["globex.admin", 3],
      ["globex.user", 4],
      ["sales.rep", 11],
      ["expired.user", 4],
    ])
    expect(rows.find((r) => r.username === "expired.user")).toMatchObject({
      companyname: "Acme Manufacturing",
      password_expired: true,
    })
  })
})

describe("seeded agreements", () => {
  it("each demo company has coverage coming up for renewal within 90 days of the anchor", async () => {
    const rows = await db.run<{ companyid: number; days: number; equipment: number }>(
      sql`SELECT a.companyid, round(extract(epoch FROM a.expirationdate - ${seedAnchor}::timestamptz) / 86400)::int AS days,
            (SELECT count(*)::int FROM equipment e WHERE e.agreementid = a.agreementid
              AND e.expirationdate = a.expirationdate) AS equipment
          FROM agreements a WHERE a.active AND a.expirationdate > ${seedAnchor}::timestamptz
            AND a.expirationdate <= ${seedAnchor}::timestamptz + interval '90 days'
          ORDER BY a.companyid`,
    )
    for (const [companyid, days] of Object.entries(RENEWAL_SOON_DAYS))
      expect(rows).toContainEqual(expect.objectContaining({ companyid: Number(companyid), days }))
    expect(rows.every((r) => r.equipment > 0)).toBe(true)
  })
})

describe("withIndexesDeferred (the big seeds' load, issue 27)", () => {
  const allIndexes = () =>
    db.run<{ def: string }>(
      sql`SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
    )

  it("loads with the secondary indexes gone and puts back exactly the same indexes", async () => {
    const before = await allIndexes()
    const deferred = (await secondaryIndexes(db, BULK_TABLES)).map((i) => i.name)
    expect(deferred).toContain("ticket_search_doc_trgm")
    expect(deferred).toContain("tickets_company_created_idx")
    // The primary keys and unique indexes that triggers and conflict targets use stay.
    expect(deferred).not.toContain("tickets_pkey")
    const during = await db.transaction((tx) =>
      withIndexesDeferred(tx, BULK_TABLES, async () => (await secondaryIndexes(tx, BULK_TABLES)).length),
    )
    expect(during).toBe(0)
    expect(await allIndexes()).toEqual(before)
  })
})

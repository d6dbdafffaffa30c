import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Db } from "./client.ts"
import { maintainTables, maintenanceNeeded, startPgliteMaintenance } from "./pglite-maintenance.ts"
import { openBlankDatabase } from "../testing/template-db.ts"

const activity = {
  table: "t",
  reltuples: 10_000,
  deadRows: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
}

describe("which tables PGlite's maintenance vacuums or analyzes (autovacuum's defaults)", () => {
  it("vacuums past 50 + 20% dead rows, or 1000 + 20% rows inserted since the last vacuum", () => {
    expect(maintenanceNeeded({ ...activity, deadRows: 2050 })).toBeNull()
    expect(maintenanceNeeded({ ...activity, deadRows: 2051 })).toBe("vacuum")
    expect(maintenanceNeeded({ ...activity, insertedSinceVacuum: 3000 })).toBeNull()
    expect(maintenanceNeeded({ ...activity, insertedSinceVacuum: 3001 })).toBe("vacuum")
  })

  it("analyzes past 50 + 10% rows changed since the last analyze; a never-analyzed table counts 0 rows", () => {
    expect(maintenanceNeeded({ ...activity, modifiedSinceAnalyze: 1050 })).toBeNull()
    expect(maintenanceNeeded({ ...activity, modifiedSinceAnalyze: 1051 })).toBe("analyze")
    expect(maintenanceNeeded({ ...activity, reltuples: -1, modifiedSinceAnalyze: 51 })).toBe("analyze")
    expect(maintenanceNeeded(activity)).toBeNull()
  })
})

describe("PGlite maintenance on a real database", () => {
  let db: Db
  beforeAll(async () => {
    db = await openBlankDatabase()
    await db.exec(`CREATE TABLE churn (id int PRIMARY KEY, v text);
      CREATE TABLE quiet (id int PRIMARY KEY);
      INSERT INTO quiet VALUES (1);`)
    await maintainTables(db)
  })
  afterAll(() => db.close())

  const visiblePages = async () =>
    (await db.run<{ n: number }>(sql`SELECT relallvisible AS n FROM pg_class WHERE relname = 'churn'`))[0]!.n

  it("vacuums a table that changed, so its pages are all-visible and its statistics current; leaves the rest", async () => {
    await db.exec(`INSERT INTO churn SELECT g, 'x' FROM generate_series(1, 5000) g;
      UPDATE churn SET v = 'y' WHERE id <= 3000; DELETE FROM churn WHERE id > 4000;`)
    expect(await visiblePages()).toBe(0)
    const done = await maintainTables(db)
    expect(done).toEqual([{ table: "churn", done: "vacuumed" }])
    expect(await visiblePages()).toBeGreaterThan(0)
    const [stats] = await db.run<{ reltuples: number }>(
      sql`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'churn'`,
    )
    expect(stats!.reltuples).toBe(4000)
    // Nothing changed since: the next round does nothing.
    expect(await maintainTables(db)).toEqual([])
  })

  it("runs on a timer and stops when closed; PostgreSQL databases get no timer", async () => {
    const vacuums = async () => {
      await db.run(sql`SELECT pg_stat_force_next_flush()`)
      const [row] = await db.run<{ n: number }>(
        sql`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'churn'`,
      )
      return row!.n
    }
    const before = await vacuums()
    await db.exec("UPDATE churn SET v = 'z' WHERE id <= 2000")
    const maintenance = startPgliteMaintenance(db, 50)
    await expect.poll(vacuums, { timeout: 10_000 }).toBe(before + 1)
    await maintenance.close()
    await db.exec("UPDATE churn SET v = 'w' WHERE id <= 2000")
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await vacuums()).toBe(before + 1)
    const none = startPgliteMaintenance({ ...db, kind: "postgres" }, 50)
    await db.exec("UPDATE churn SET v = 'v' WHERE id <= 2000")
    await new Promise((resolve) => setTimeout(resolve, 200))
    await none.close()
    expect(await vacuums()).toBe(before + 1)
  })
})

import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openBlankDatabase } from "../testing/template-db.ts"
import type { Db } from "./client.ts"
import { migrate } from "./migrate.ts"

describe("migrations", () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-migrate-"))
  let db: Db
  // In a hook (120 s): the first test process of a run that asks builds the blank database.
  beforeAll(async () => {
    db = await openBlankDatabase()
  })
  afterAll(async () => {
    await db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("applies new files in name order once, and analyzes after an upgrade so the planner knows backfilled tables", async () => {
    writeFileSync(
      join(dir, "0001_a.sql"),
      "CREATE TABLE a (id int PRIMARY KEY); INSERT INTO a SELECT generate_series(1, 3000);",
    )
    expect(await migrate(db, dir)).toEqual(["0001_a.sql"])
    expect(await migrate(db, dir)).toEqual([])
    // An upgrade: a new table backfilled from the old one.
    writeFileSync(join(dir, "0002_b.sql"), "CREATE TABLE b AS SELECT id, id % 7 AS k FROM a;")
    expect(await migrate(db, dir)).toEqual(["0002_b.sql"])
    const [b] = await db.run<{ reltuples: number }>(
      sql`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'b'`,
    )
    expect(b!.reltuples).toBe(3000)
  })
})

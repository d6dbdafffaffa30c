import { is } from "drizzle-orm"
import { PgTable } from "drizzle-orm/pg-core"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { copySeededDatabase } from "../testing/template-db.ts"
import { type Db, openDatabase } from "./client.ts"
import { describedColumns } from "./described-columns.ts"
import * as schema from "./schema.ts"
import { tableDrift } from "./table-drift.ts"

const definitions = Object.values(schema).filter((value) => is(value, PgTable))

describe("table definitions", () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), "portal-tables-")), "db")
  let db: Db
  // A copy of the run's template: every migration applied, as a server's first start leaves it.
  beforeAll(async () => {
    await copySeededDatabase(dataDir)
    db = await openDatabase({ dataDir })
  }, 120_000)
  afterAll(async () => {
    await db?.close()
    rmSync(join(dataDir, ".."), { recursive: true, force: true })
  })

  it("define every table the migrations create, column by column (name, type, null, default, identity, key)", async () => {
    const described = await describedColumns(db)
    expect(new Set(described.map((c) => c.table)).size).toBe(definitions.length)
    expect(tableDrift(definitions, described)).toEqual([])
  })

  it("report a definition with no table behind it", async () => {
    const described = (await describedColumns(db)).filter((c) => c.table !== "roles")
    expect(tableDrift(definitions, described)).toEqual([
      "roles.role: defined, not in the database",
      "roles.roleid: defined, not in the database",
    ])
  })

  it("report a column a migration adds without a definition, and one whose type or default changed (last: it alters the database)", async () => {
    await db.exec(`
      ALTER TABLE settings ADD COLUMN note text;
      ALTER TABLE rate_limits ALTER COLUMN hits TYPE bigint, ALTER COLUMN hits SET DEFAULT 0;
      CREATE TABLE undefined_table (id int PRIMARY KEY)`)
    expect(tableDrift(definitions, await describedColumns(db))).toEqual([
      "rate_limits.hits: hasDefault is true in the database, false defined",
      "rate_limits.hits: type is bigint in the database, integer defined",
      "settings.note: in the database, not in a definition",
      "undefined_table.id: in the database, not in a definition",
    ])
  })
})

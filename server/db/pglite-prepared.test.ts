import { PGlite } from "@electric-sql/pglite"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Db } from "./client.ts"
import { pglitePrepared } from "./pglite-prepared.ts"
import { blankDataDir, openBlankDatabase } from "../testing/template-db.ts"

let db: Db
beforeAll(async () => {
  db = await openBlankDatabase()
  await db.exec(`CREATE TABLE things (id int PRIMARY KEY, name text, active boolean, seen timestamptz);
    INSERT INTO things VALUES (1, 'one', true, '2026-01-02T03:04:05Z'), (2, NULL, false, NULL)`)
})
afterAll(() => db.close())

const byId = "SELECT id, name, active, seen FROM things WHERE id = $1"

describe("queryPrepared on PGlite", () => {
  it("answers the same typed rows as run", async () => {
    for (const id of [1, 2, 3]) {
      expect(await db.queryPrepared("things_by_id", byId, [id])).toEqual(
        await db.run(sql`SELECT id, name, active, seen FROM things WHERE id = ${id}`),
      )
    }
    const [row] = await db.queryPrepared<{ seen: Date; active: boolean }>("things_by_id", byId, [1])
    expect(row?.active).toBe(true)
    expect(row?.seen).toEqual(new Date("2026-01-02T03:04:05Z"))
  })

  it("serialises parameters by their type (dates, nulls)", async () => {
    const count = "SELECT count(*)::int AS n FROM things WHERE seen < $1 OR name IS NOT DISTINCT FROM $2"
    expect(await db.queryPrepared("things_count", count, [new Date("2027-01-01"), null])).toEqual([{ n: 2 }])
    expect(await db.queryPrepared("things_count", count, [new Date("2020-01-01"), "one"])).toEqual([{ n: 1 }])
  })

  it("sees every write at once (nothing is cached but the plan)", async () => {
    await db.exec("UPDATE things SET active = false WHERE id = 1")
    expect(await db.queryPrepared("things_by_id", byId, [1])).toMatchObject([{ active: false }])
    await db.exec("UPDATE things SET active = true WHERE id = 1")
  })

  it("prepares once when the first calls arrive together", async () => {
    const byName = "SELECT name FROM things WHERE id = $1"
    const rows = await Promise.all([1, 2, 1].map((id) => db.queryPrepared("things_name", byName, [id])))
    expect(rows).toEqual([[{ name: "one" }], [{ name: null }], [{ name: "one" }]])
  })

  it("prepares again after the statement was deallocated", async () => {
    await db.queryPrepared("things_by_id", byId, [1])
    await db.exec("DEALLOCATE ALL")
    expect(await db.queryPrepared("things_by_id", byId, [1])).toMatchObject([{ id: 1, name: "one" }])
  })

  it("reports database errors and keeps working afterwards", async () => {
    const div = "SELECT 10 / $1::int AS q"
    await expect(db.queryPrepared("things_div", div, [0])).rejects.toMatchObject({ code: "22012" })
    await expect(db.queryPrepared("things_bad", "SELECT nope FROM things", [])).rejects.toMatchObject({
      code: "42703",
    })
    expect(await db.queryPrepared("things_div", div, [5])).toEqual([{ q: 2 }])
    expect(await db.run(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }])
  })
})

describe("queryPrepared plans afresh as tables grow", () => {
  it("replaces a sequential-scan plan made on a tiny table once the statement is old", async () => {
    const client = await PGlite.create({ loadDataDir: await blankDataDir() })
    try {
      await client.exec(
        "CREATE TABLE s (id text PRIMARY KEY, v int); INSERT INTO s VALUES ('a', 1); ANALYZE s",
      )
      let clock = 0
      const run = pglitePrepared(client, { replanAfterMs: 60_000, now: () => clock })
      const calls = async () => {
        for (let i = 0; i < 8; i++)
          expect(await run("s_by_id", "SELECT v FROM s WHERE id = $1", ["a"])).toEqual([{ v: 1 }])
      }
      const plan = async () =>
        (await client.query<{ "QUERY PLAN": string }>("EXPLAIN EXECUTE s_by_id('a')")).rows
          .map((r) => r["QUERY PLAN"])
          .join("\n")
      await calls()
      expect(await plan()).toContain("Seq Scan on s")
      await client.exec("INSERT INTO s SELECT 'k' || i, i FROM generate_series(1, 50000) i")
      clock = 59_000
      await calls()
      expect(await plan()).toContain("Seq Scan on s")
      clock = 61_000
      await calls()
      expect(await plan()).toContain("Index Scan using s_pkey")
    } finally {
      await client.close()
    }
  })
})

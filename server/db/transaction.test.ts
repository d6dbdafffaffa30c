import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { type Db, openDatabase } from "./client.ts"
import { settings } from "./portal.tables.ts"
import { openBlankDatabase } from "../testing/template-db.ts"

const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
const kinds: Array<[string, () => Promise<{ db: Db; drop: () => Promise<void> }>]> = [
  ["PGlite", async () => ({ db: await openBlankDatabase(), drop: async () => undefined })],
]
if (adminUrl) {
  kinds.push([
    "PostgreSQL",
    async () => {
      const name = `portal_tx_${process.pid}_${Date.now()}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return {
        db: await openDatabase({ databaseUrl: url.toString() }),
        drop: async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await admin.end()
        },
      }
    },
  ])
}

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

describe.each(kinds)("Db.transaction on %s", (_, open) => {
  it("commits together, and rolls every statement back when one fails", async () => {
    const { db, drop } = await open()
    cleanups.push(async () => {
      await db.close()
      await drop()
    })
    await db.exec("CREATE TABLE t (n int PRIMARY KEY)")
    await db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO t VALUES (${1})`)
      await tx.run(sql`INSERT INTO t VALUES (${2})`)
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.run(sql`INSERT INTO t VALUES (${3})`)
        await tx.run(sql`INSERT INTO t VALUES (${1})`)
      }),
    ).rejects.toThrow(/duplicate key/)
    const rows = await db.run<{ n: number }>(sql`SELECT n FROM t ORDER BY n`)
    expect(rows.map((r) => r.n)).toEqual([1, 2])
  }, 120_000)

  it("runs the transaction's Drizzle statements on its connection: they see its writes and roll back with it", async () => {
    const { db, drop } = await open()
    cleanups.push(async () => {
      await db.close()
      await drop()
    })
    await db.exec("CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL)")
    await expect(
      db.transaction(async (tx) => {
        await tx.orm.insert(settings).values({ key: "a", value: "1" })
        expect(await tx.orm.select().from(settings)).toEqual([{ key: "a", value: "1" }])
        await tx.run(sql`INSERT INTO settings VALUES ('a', '2')`)
      }),
    ).rejects.toThrow(/duplicate key/)
    expect(await db.orm.select().from(settings)).toEqual([])
  }, 120_000)
})

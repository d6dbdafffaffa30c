import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { type Db, openDatabase } from "../db/client.ts"
import { migrate } from "../db/migrate.ts"
import { openBlankDatabase } from "../testing/template-db.ts"

/**
 * Migration 0020: every notification's rank is its position in its user's (created_at, id) order
 * and the counter row holds the last rank and the unseen count, whatever order rows arrive in,
 * after markSeen-style updates and deletes; on PGlite and (with PORTAL_TEST_DATABASE_URL) PostgreSQL.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
const kinds: Array<[string, () => Promise<{ db: Db; drop: () => Promise<void> }>]> = [
  ["PGlite", async () => ({ db: await openBlankDatabase(), drop: async () => undefined })],
]
if (adminUrl) {
  kinds.push([
    "PostgreSQL",
    async () => {
      const name = `portal_ranks_${process.pid}_${Date.now()}`
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

/** Ranks and counts as they must be, computed from the rows; and as the triggers kept them. */
const check = async (db: Db) => {
  const wrong = await db.run(
    sql`SELECT id FROM (SELECT id, rank, row_number() OVER (PARTITION BY userid ORDER BY created_at, id) AS rn
                          FROM notifications) r WHERE rank IS DISTINCT FROM rn`,
  )
  expect(wrong).toEqual([])
  const counts = await db.run<{ userid: number; last_rank: string; unseen: number }>(
    sql`SELECT userid, last_rank::text, unseen FROM notification_counts WHERE last_rank > 0 ORDER BY userid`,
  )
  const truth = await db.run<{ userid: number; last_rank: string; unseen: number }>(
    sql`SELECT userid, count(*)::text AS last_rank, count(*) FILTER (WHERE NOT seen)::int AS unseen
          FROM notifications GROUP BY userid ORDER BY userid`,
  )
  expect(counts).toEqual(truth)
}

describe.each(kinds)("notification ranks on %s", (_, open) => {
  it("keeps ranks and counters right for in-order, out-of-order, seen and deleted rows", async () => {
    const { db, drop } = await open()
    cleanups.push(async () => {
      await db.close()
      await drop()
    })
    await migrate(db)
    await db.exec(`INSERT INTO roles VALUES (4, 'Company User') ON CONFLICT DO NOTHING;
      INSERT INTO companies (companyid, companyname) VALUES (900, 'Rank Test') ON CONFLICT DO NOTHING;
      INSERT INTO users (userid, username, password_hash, roleid, companyid, firstname, lastname, email)
      VALUES (901, 'rank.a', 'x', 4, 900, 'A', 'A', 'a@example.com'),
             (902, 'rank.b', 'x', 4, 900, 'B', 'B', 'b@example.com')`)
    const add = (userid: number, at: string, seen = false) =>
      db.run(
        sql`INSERT INTO notifications (userid, event_type, message, seen, created_at)
            VALUES (${userid}, 'TICKET_CREATED', 'm', ${seen}, ${at}::timestamptz)`,
      )
    // In order, as the server writes them.
    await add(901, "2026-01-01T00:00:00Z")
    await add(901, "2026-01-02T00:00:00Z", true)
    await add(902, "2026-01-01T00:00:00Z")
    await check(db)
    // Older than the newest: renumbers that user.
    await add(901, "2025-12-01T00:00:00Z")
    // A bulk statement mixing both, newest first (as the bench fills).
    await db.run(
      sql`INSERT INTO notifications (userid, event_type, message, seen, created_at)
          SELECT CASE WHEN g % 2 = 0 THEN 901 ELSE 902 END, 'TICKET_CREATED', 'bulk', g % 3 = 0,
                 '2026-02-01T00:00:00Z'::timestamptz - make_interval(hours => g)
            FROM generate_series(1, 200) g`,
    )
    await check(db)
    await add(902, "2026-03-01T00:00:00Z")
    await db.run(sql`UPDATE notifications SET seen = true WHERE userid = 901 AND NOT seen`)
    await check(db)
    await db.run(sql`DELETE FROM notifications WHERE userid = 902 AND created_at < '2026-01-20T00:00:00Z'`)
    await check(db)
    // A page at an offset is the same rows as OFFSET over the panel's order.
    const [{ last } = { last: 0 }] = await db.run<{ last: number }>(
      sql`SELECT last_rank::int AS last FROM notification_counts WHERE userid = 901`,
    )
    const byRank = await db.run<{ id: string }>(
      sql`SELECT id::text FROM notifications WHERE userid = 901 AND rank <= ${last - 30} ORDER BY rank DESC LIMIT 10`,
    )
    const byOffset = await db.run<{ id: string }>(
      sql`SELECT id::text FROM notifications WHERE userid = 901 ORDER BY created_at DESC, id DESC OFFSET 30 LIMIT 10`,
    )
    expect(byRank).toEqual(byOffset)
    expect(byRank).toHaveLength(10)
  }, 180_000)
})

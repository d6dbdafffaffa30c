import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Db, openDatabase } from "../db/client.ts"
import { Database } from "../services.ts"
import { copySeededDatabase } from "../testing/template-db.ts"
import { sweepLoginAttempts } from "./login-attempts.ts"

const root = mkdtempSync(join(tmpdir(), "portal-login-attempts-"))
let db: Db
beforeAll(async () => {
  await copySeededDatabase(join(root, "db"))
  db = await openDatabase({ dataDir: join(root, "db") })
})
afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

const sweep = (batch: number) =>
  Effect.runPromise(Effect.provideService(sweepLoginAttempts(batch), Database, db))

describe("sign-in counters nobody added to for a day are forgotten", () => {
  it("removes stale unlocked counters, a batch at a time, and keeps recent ones and running locks", async () => {
    await db.run(sql`DELETE FROM login_attempts`)
    await db.run(sql`INSERT INTO login_attempts (username_key, failed, locked_until, updated) VALUES
      ('typed-once-1', 1, NULL, now() - interval '25 hours'),
      ('typed-once-2', 2, NULL, now() - interval '3 days'),
      ('typed-once-3', 4, NULL, now() - interval '30 hours'),
      ('lock-ran-out', 5, now() - interval '1 day', now() - interval '2 days'),
      ('still-locked', 5, now() + interval '10 minutes', now() - interval '25 hours'),
      ('this-morning', 3, NULL, now() - interval '2 hours')`)
    expect([await sweep(3), await sweep(3), await sweep(3)]).toEqual([3, 1, 0])
    const left = await db.run<{ username_key: string }>(
      sql`SELECT username_key FROM login_attempts ORDER BY username_key`,
    )
    expect(left.map((r) => r.username_key)).toEqual(["still-locked", "this-morning"])
  })
})

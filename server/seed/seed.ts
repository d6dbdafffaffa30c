import { sql } from "drizzle-orm"
import type { Db } from "../db/client.ts"
import { migrate } from "../db/migrate.ts"
import { computed, runRows } from "../db/rows.ts"
import { BULK_TABLES, DEFER_INDEXES_FROM_TICKETS, withIndexesDeferred } from "./bulk-load.ts"
import { makeRng } from "./prng.ts"
import { seedAccounts } from "./seed-accounts.ts"
import { type SeedScale, scaleSizes } from "./seed-scale.ts"
import { seedBillingDisplay } from "./seed-billing-display.ts"
import { seedEquipmentRecordFields } from "./seed-equipment-record-fields.ts"
import { seedEquipmentRecords } from "./seed-equipment-records.ts"
import { seedInsightsHistory } from "./seed-insights.ts"
import { seedNotifications } from "./seed-notifications.ts"
import { seedService } from "./seed-service.ts"
import { writeSeedScale } from "../shell/settings-store.ts"

export interface SeedOptions {
  readonly scale: SeedScale
  /** PRNG seed; the same value (and scale) always yields the same rows. */
  readonly seed?: number
}

export interface SeedReport {
  readonly scale: SeedScale
  readonly tickets: number
  readonly equipment: number
  readonly users: number
  readonly millis: number
}

/** True when the schema exists but holds no company yet (a fresh database). */
export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const rows = await runRows(db, { n: computed<number>() }, sql`SELECT count(*)::int AS n FROM companies`)
  return (rows[0]?.n ?? 0) === 0
}

/** Drops every table (the whole `public` schema) so the next migrate starts from scratch. */
export const resetDatabase = async (db: Db): Promise<void> => {
  await db.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
}

/** Fills an empty, migrated database with deterministic demo data inside one transaction. */
export const seedDatabase = async (db: Db, options: SeedOptions): Promise<SeedReport> => {
  const started = performance.now()
  const size = scaleSizes[options.scale]
  const seed = options.seed ?? 20_260_501
  const rng = makeRng(seed)
  await db.transaction(async (tx) => {
    const fill = async () => {
      const accounts = await seedAccounts(tx, rng, size)
      await seedService(tx, rng, accounts, size)
      await seedEquipmentRecords(tx, seed)
      await seedEquipmentRecordFields(tx)
      await seedBillingDisplay(tx)
      await seedInsightsHistory(tx, seed)
      await seedNotifications(tx)
      await writeSeedScale(tx, options.scale)
    }
    await (size.tickets >= DEFER_INDEXES_FROM_TICKETS ? withIndexesDeferred(tx, BULK_TABLES, fill) : fill())
  })
  // Search rows were written in ticket order by the insert trigger; one company's together is
  // what the search reads (see migration 0004).
  await db.exec("CLUSTER ticket_search USING ticket_search_company_idx")
  // VACUUM sets the visibility map so counts can use index-only scans.
  await db.exec("VACUUM ANALYZE")
  const [counts] = await runRows(
    db,
    { tickets: computed<number>(), equipment: computed<number>(), users: computed<number>() },
    sql`SELECT (SELECT count(*) FROM tickets)::int AS tickets, (SELECT count(*) FROM equipment)::int AS equipment,
          (SELECT count(*) FROM users)::int AS users`,
  )
  return { scale: options.scale, ...counts!, millis: Math.round(performance.now() - started) }
}

/** Migrates, and seeds when the database is empty. Returns the seed report when it seeded. */
export const prepareDatabase = async (db: Db, scale: SeedScale): Promise<SeedReport | undefined> => {
  await migrate(db)
  return (await isDatabaseEmpty(db)) ? seedDatabase(db, { scale }) : undefined
}

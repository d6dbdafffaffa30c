import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import { isSeedScale, type SeedScale } from "../../core/schema/config.ts"
import type { Queries } from "../db/client.ts"
import { orm } from "../services.ts"
import { settings } from "../db/schema.ts"

const SEED_SCALE = "seed_scale"

/** Records the seed's scale; the seed calls it inside its transaction (migration 0005). */
export const writeSeedScale = async (tx: Queries, scale: SeedScale): Promise<void> => {
  await tx.run(
    sql`INSERT INTO settings (key, value) VALUES (${SEED_SCALE}, ${scale})
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  )
}

/**
 * The scale the database was seeded at, read on each call: another process may reseed a shared
 * PostgreSQL. Null for a database seeded before the scale was kept (or not by our seed).
 */
export const readSeedScale = Effect.fn("readSeedScale")(function* () {
  const [row] = yield* orm((o) =>
    o.select({ value: settings.value }).from(settings).where(eq(settings.key, SEED_SCALE)),
  )
  return row !== undefined && isSeedScale(row.value) ? row.value : null
})

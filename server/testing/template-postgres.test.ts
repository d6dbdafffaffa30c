import { existsSync, readdirSync } from "node:fs"
import { sql } from "drizzle-orm"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { openDatabase } from "../db/client.ts"
import { migrationsDir } from "../db/migrate.ts"
import setup, {
  postgresTemplatePrefix,
  RUN_TEMPLATE_ROOT_ENV,
  TEMPLATE_ROOT_ENV,
} from "./template-db.global-setup.ts"
import { seededScratchDatabase } from "./template-postgres.ts"

const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""

const databasesNamed = async (prefix: string) => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [prefix],
    )
    return rows.map((r) => r.datname)
  } finally {
    await admin.end()
  }
}

describe.runIf(adminUrl !== "")("PostgreSQL template database", () => {
  it("copies one migrated and seeded database per run, built once; the run's end drops the template", async () => {
    const before = process.env[TEMPLATE_ROOT_ENV]
    const runRoot = process.env[RUN_TEMPLATE_ROOT_ENV]
    // A run of its own: the global setup gives it a folder, its teardown drops what it made (not
    // the folder npm test gives the whole run, whose templates the other tests use meanwhile).
    delete process.env[RUN_TEMPLATE_ROOT_ENV]
    const teardown = setup()
    const root = process.env[TEMPLATE_ROOT_ENV] ?? ""
    try {
      const copies = await Promise.all([
        seededScratchDatabase(adminUrl, "portal_tpl_test"),
        seededScratchDatabase(adminUrl, "portal_tpl_test"),
      ])
      try {
        expect(await databasesNamed(postgresTemplatePrefix(root))).toHaveLength(1)
        for (const copy of copies) {
          const db = await openDatabase({ databaseUrl: copy.url })
          try {
            const applied = await db.run<{ name: string }>(
              sql`SELECT name FROM schema_migrations ORDER BY name`,
            )
            const files = readdirSync(migrationsDir).filter((f) => f.endsWith(".sql"))
            expect(applied.map((r) => r.name)).toEqual(files.sort())
            const [counts] = await db.run<{ tickets: number; scale: string }>(
              sql`SELECT (SELECT count(*) FROM tickets)::int AS tickets,
                    (SELECT value FROM settings WHERE key = 'seed_scale') AS scale`,
            )
            expect(counts).toEqual({ tickets: 400, scale: "tiny" })
            // A copy is a database of its own: a write to one is not seen in the other.
            await db.run(sql`UPDATE settings SET value = 'changed' WHERE key = 'seed_scale'`)
          } finally {
            await db.close()
          }
        }
      } finally {
        for (const copy of copies) await copy.drop()
      }
    } finally {
      await teardown()
      if (before === undefined) delete process.env[TEMPLATE_ROOT_ENV]
      else process.env[TEMPLATE_ROOT_ENV] = before
      if (runRoot !== undefined) process.env[RUN_TEMPLATE_ROOT_ENV] = runRoot
    }
    expect(await databasesNamed(postgresTemplatePrefix(root))).toEqual([])
    expect(existsSync(root)).toBe(false)
  }, 120_000)
})

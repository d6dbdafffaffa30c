import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, describe, expect, it } from "vitest"
import { openDatabase } from "../db/client.ts"
import { migrationsDir } from "../db/migrate.ts"
import { TEMPLATE_ROOT_ENV } from "./template-db.global-setup.ts"
import { copySeededDatabase, openBlankDatabase, templateKey } from "./template-db.ts"

const root = mkdtempSync(join(tmpdir(), "portal-template-test-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("template database", () => {
  it("keys a template by every migration and seed file on disk, so a new or edited one gives a new template", () => {
    const migrations = join(root, "migrations")
    const seed = join(root, "seed")
    mkdirSync(migrations)
    mkdirSync(seed)
    writeFileSync(join(migrations, "0001_a.sql"), "CREATE TABLE a (id int);")
    writeFileSync(join(seed, "seed.ts"), "export const n = 1")
    const sources = [
      [migrations, ".sql"],
      [seed, ".ts"],
    ] as const
    const first = templateKey("tiny", sources)
    expect(templateKey("tiny", sources)).toBe(first)
    expect(templateKey("demo", sources)).not.toBe(first)
    writeFileSync(join(seed, "seed.test.ts"), "a test of the seed is no part of it")
    expect(templateKey("tiny", sources)).toBe(first)
    writeFileSync(join(migrations, "0002_b.sql"), "CREATE TABLE b (id int);")
    const added = templateKey("tiny", sources)
    expect(added).not.toBe(first)
    writeFileSync(join(seed, "seed.ts"), "export const n = 2")
    expect(templateKey("tiny", sources)).not.toBe(added)
  })

  it("copies one migrated and seeded database, built once however many ask at the same time", async () => {
    const before = process.env[TEMPLATE_ROOT_ENV]
    const templates = join(root, "templates")
    process.env[TEMPLATE_ROOT_ENV] = templates
    try {
      const copies = [join(root, "copy-1"), join(root, "copy-2")]
      await Promise.all(copies.map((dir) => copySeededDatabase(dir, "tiny")))
      // One finished template, no lock or half-built folder left behind.
      expect(readdirSync(templates)).toEqual([templateKey("tiny")])
      for (const dir of copies) {
        const db = await openDatabase({ dataDir: dir })
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
      if (before === undefined) delete process.env[TEMPLATE_ROOT_ENV]
      else process.env[TEMPLATE_ROOT_ENV] = before
    }
  }, 120_000)

  it("opens blank databases, each its own, with the extensions the migrations create", async () => {
    const [a, b] = await Promise.all([openBlankDatabase(), openBlankDatabase()])
    try {
      const tables = sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`
      expect(await a.run(tables)).toEqual([{ n: 0 }])
      await a.exec("CREATE EXTENSION pg_trgm; CREATE EXTENSION btree_gin; CREATE TABLE t (v text)")
      expect(await a.run(tables)).toEqual([{ n: 1 }])
      expect(await b.run(tables)).toEqual([{ n: 0 }])
    } finally {
      await a.close()
      await b.close()
    }
  }, 120_000)
})

import { mkdirSync } from "node:fs"
import { join } from "node:path"
import pg from "pg"
import { openDatabase } from "../db/client.ts"
import { prepareDatabase } from "../seed/seed.ts"
import type { SeedScale } from "../seed/seed-scale.ts"
import { buildOnce } from "./build-once.ts"
import { scratchDatabase } from "./durability-round.ts"
import { postgresTemplatePrefix } from "./template-db.global-setup.ts"
import { templateKey, templateRoot } from "./template-db.ts"

const withAdmin = async <A>(adminUrl: string, f: (admin: pg.Client) => Promise<A>): Promise<A> => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await f(admin)
  } finally {
    await admin.end()
  }
}

/** Creates, migrates and seeds database `name` exactly as a server's first start on it would. */
const buildTemplate = async (adminUrl: string, name: string, scale: SeedScale) => {
  await withAdmin(adminUrl, async (admin) => {
    // A build that died half way left the database behind; its marker folder was never renamed.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: url.toString() })
  try {
    await prepareDatabase(db, scale)
  } finally {
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    await db.close()
  }
}

/**
 * The run's migrated and seeded template database at `scale` on the PostgreSQL at `adminUrl`, built
 * by the first test process that asks (the others wait, `buildOnce` on a marker folder beside the
 * PGlite templates); its name carries the run and the migrations' and seed's key (`templateKey`).
 */
export const postgresTemplate = async (adminUrl: string, scale: SeedScale = "tiny"): Promise<string> => {
  const name = `${postgresTemplatePrefix(templateRoot())}${templateKey(scale).replace(/-/g, "_")}`
  await buildOnce(join(templateRoot(), `postgres-${name}`), async (marker) => {
    await buildTemplate(adminUrl, name, scale)
    mkdirSync(marker)
  })
  return name
}

/**
 * A new database on the PostgreSQL at `adminUrl` holding what a server's first start leaves (migrated
 * and seeded at `scale`), copied from the run's template in a fraction of a second where migrating and
 * seeding take seconds; and how to drop it.
 */
export const seededScratchDatabase = async (adminUrl: string, prefix: string, scale: SeedScale = "tiny") =>
  scratchDatabase(adminUrl, prefix, await postgresTemplate(adminUrl, scale))

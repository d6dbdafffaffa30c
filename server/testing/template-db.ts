import { createHash } from "node:crypto"
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { type Db, openDatabase, pgliteExtensions } from "../db/client.ts"
import { migrationsDir } from "../db/migrate.ts"
import { prepareDatabase } from "../seed/seed.ts"
import type { SeedScale } from "../seed/seed-scale.ts"
import { buildOnce } from "./build-once.ts"
import { TEMPLATE_ROOT_ENV } from "./template-db.global-setup.ts"

const seedDir = new URL("../seed/", import.meta.url).pathname

/** Where a template's makings live: every migration file and the seed code, read at run time. */
export const templateSources: ReadonlyArray<readonly [dir: string, suffix: string]> = [
  [migrationsDir, ".sql"],
  [seedDir, ".ts"],
]

/**
 * What a template is made of: the migrations and the seed code as they are on disk now, and the
 * scale. A migration added or a seed file edited while a run (or `vitest` watch) goes on gives a new
 * key, so a new template; the migrations are read from the folder, never from a list.
 */
export const templateKey = (scale: SeedScale, sources = templateSources): string => {
  const hash = createHash("sha256").update(scale)
  for (const [dir, suffix] of sources) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(suffix) && !f.endsWith(".test.ts"))
      .sort()
    for (const file of files) hash.update(`\0${dir}${file}\0`).update(readFileSync(join(dir, file)))
  }
  return `${scale}-${hash.digest("hex").slice(0, 16)}`
}

let processRoot: string | undefined
/** The run's folder for templates (see the global setup); without one, this process's own. */
export const templateRoot = (): string => {
  const shared = process.env[TEMPLATE_ROOT_ENV]
  if (shared) return shared
  if (processRoot === undefined) {
    const root = mkdtempSync(join(tmpdir(), "portal-test-template-"))
    process.on("exit", () => rmSync(root, { recursive: true, force: true }))
    processRoot = root
  }
  return processRoot
}

/** Migrates and seeds a PGlite folder exactly as a server's first start does, then closes it. */
const buildSeeded = (scale: SeedScale) => async (dataDir: string) => {
  const db = await openDatabase({ dataDir })
  try {
    await prepareDatabase(db, scale)
  } finally {
    await db.close()
  }
}

/**
 * Fills `dataDir` (which must not exist yet) with a copy of a migrated and seeded PGlite database at
 * `scale`, as a fresh server start would leave it: copying a closed folder takes a fraction of a
 * second where creating, migrating and seeding one take several. The first test process that asks
 * builds the template in the run's folder; the others wait for it (`buildOnce`).
 */
export const copySeededDatabase = async (dataDir: string, scale: SeedScale = "tiny"): Promise<void> => {
  const template = await buildOnce(join(templateRoot(), templateKey(scale)), buildSeeded(scale))
  cpSync(template, dataDir, { recursive: true })
}

/** Dumps a just-created PGlite database (what `initdb` made, nothing migrated) to a file. */
const dumpBlank = async (file: string) => {
  const db = await PGlite.create("memory://", { extensions: pgliteExtensions })
  try {
    writeFileSync(file, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()))
  } finally {
    await db.close()
  }
}

/** The run's dump of a new PGlite data folder, for `PGlite.create({ loadDataDir })`. */
export const blankDataDir = async (): Promise<Blob> =>
  new Blob([readFileSync(await buildOnce(join(templateRoot(), "blank.tar"), dumpBlank))])

/**
 * A new, empty PGlite database in memory, as `openDatabase({ dataDir: "memory://" })` gives, loaded
 * from the run's dump of one instead of running PostgreSQL's `initdb` again (seconds each time).
 */
export const openBlankDatabase = async (): Promise<Db> =>
  openDatabase({ dataDir: "memory://", loadDataDir: await blankDataDir() })

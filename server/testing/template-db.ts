import { createHash } from "node:crypto"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { openDatabase } from "../db/client.ts"
import { migrationsDir } from "../db/migrate.ts"
import { prepareDatabase } from "../seed/seed.ts"
import type { SeedScale } from "../seed/seed-scale.ts"
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
const templateRoot = (): string => {
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
const build = async (dataDir: string, scale: SeedScale): Promise<void> => {
  const db = await openDatabase({ dataDir })
  try {
    await prepareDatabase(db, scale)
  } finally {
    await db.close()
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The folder of a closed, migrated and seeded database, built once per key by whichever test
 * process asks first (the `.lock` file, created exclusively, names it); the others wait for the
 * finished folder, which appears at once by a rename. A builder that died leaves a lock with a dead
 * pid, which the next asker replaces.
 */
const ensureTemplate = async (scale: SeedScale): Promise<string> => {
  const root = templateRoot()
  const key = templateKey(scale)
  const ready = join(root, key)
  const lock = `${ready}.lock`
  const deadline = Date.now() + 300_000
  mkdirSync(root, { recursive: true })
  while (!existsSync(ready)) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const owner = Number(readFileSync(lock, "utf8").trim() || Number.NaN)
      if (Number.isInteger(owner) && !isAlive(owner)) rmSync(lock, { force: true })
      else if (Date.now() > deadline) throw new Error(`No template database appeared in ${ready}`)
      else await sleep(100)
      continue
    }
    const building = `${ready}.building-${process.pid}`
    try {
      rmSync(building, { recursive: true, force: true })
      await build(building, scale)
      renameSync(building, ready)
    } finally {
      rmSync(building, { recursive: true, force: true })
      rmSync(lock, { force: true })
    }
  }
  return ready
}

/**
 * Fills `dataDir` (which must not exist yet) with a copy of a migrated and seeded PGlite database at
 * `scale`, as a fresh server start would leave it: copying a closed folder takes a fraction of a
 * second where creating, migrating and seeding one take several.
 */
export const copySeededDatabase = async (dataDir: string, scale: SeedScale = "tiny"): Promise<void> => {
  cpSync(await ensureTemplate(scale), dataDir, { recursive: true })
}

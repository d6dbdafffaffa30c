/**
 * Playwright's webServer entry: starts the portal the way `npm start` does, over a data folder (and
 * its files folder) wiped first, so sign-in counters, sessions, dismissals and uploads never leak
 * from an earlier run. Both are removed again when Playwright stops the server.
 *
 * With E2E_TEMPLATE_ROOT set (playwright.config.ts sets it), the wiped folder is filled with a copy
 * of the run's migrated and seeded database (`copySeededDatabase`, built once by the first server
 * that asks while the others wait), so each worker's server skips PostgreSQL's initdb, the
 * migrations and the seed: seconds of CPU each while vitest runs beside.
 */
import { existsSync, readdirSync, rmSync } from "node:fs"
import { filesDirBeside } from "../../../server/config.ts"
import { isSeedScale } from "../../../server/seed/seed-scale.ts"
import { TEMPLATE_ROOT_ENV } from "../../../server/testing/template-db.global-setup.ts"

const dataDir = process.env.PORTAL_DATA_DIR
if (!dataDir) throw new Error("PORTAL_DATA_DIR must name the e2e data folder")

// Only ever delete an empty folder or a PGlite data folder, never something a person pointed us at.
const isDisposable = (dir: string) =>
  !existsSync(dir) || readdirSync(dir).length === 0 || existsSync(`${dir}/PG_VERSION`)
if (!isDisposable(dataDir))
  throw new Error(`${dataDir} is not empty and not a PGlite folder; refusing to wipe it`)

// Uploads and exports live in a folder beside the database (server/config.ts filesDirBeside).
const filesDir = filesDirBeside(dataDir)
const wipe = () => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(filesDir, { recursive: true, force: true })
}
wipe()
process.on("exit", wipe)

const templateRoot = process.env.E2E_TEMPLATE_ROOT
const scale = process.env.PORTAL_SEED_SCALE ?? "tiny"
if (templateRoot && isSeedScale(scale)) {
  process.env[TEMPLATE_ROOT_ENV] = templateRoot
  const { copySeededDatabase } = await import("../../../server/testing/template-db.ts")
  await copySeededDatabase(dataDir, scale)
}

await import("../../../scripts/start.ts")

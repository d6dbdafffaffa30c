/**
 * Playwright's webServer entry: starts the portal the way `npm start` does, over a data folder that
 * is wiped first, so sign-in counters, sessions and dismissals never leak from an earlier run. The
 * folder is removed again when Playwright stops the server.
 */
import { existsSync, readdirSync, rmSync } from "node:fs"

const dataDir = process.env.PORTAL_DATA_DIR
if (!dataDir) throw new Error("PORTAL_DATA_DIR must name the e2e data folder")

// Only ever delete an empty folder or a PGlite data folder, never something a person pointed us at.
const isDisposable = (dir: string) =>
  !existsSync(dir) || readdirSync(dir).length === 0 || existsSync(`${dir}/PG_VERSION`)
if (!isDisposable(dataDir))
  throw new Error(`${dataDir} is not empty and not a PGlite folder; refusing to wipe it`)

rmSync(dataDir, { recursive: true, force: true })
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }))

await import("../../../scripts/start.ts")

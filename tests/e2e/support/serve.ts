/**
 * Playwright's webServer entry: starts the portal the way `npm start` does, over a data folder (and
 * its files folder) wiped first, so sign-in counters, sessions, dismissals and uploads never leak
 * from an earlier run. Both are removed again when Playwright stops the server.
 */
import { existsSync, readdirSync, rmSync } from "node:fs"
import { filesDirBeside } from "../../../server/config.ts"

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

await import("../../../scripts/start.ts")

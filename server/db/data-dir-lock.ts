import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"
import { join } from "node:path"

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * PGlite is single-process: two processes opening one data folder corrupt it. A pid file in the
 * folder refuses a second opener while the first is alive; stale files (dead pid) are replaced.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const path = join(dataDir, "portal-server.pid")
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx")
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(path, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const owner = Number(readFileSync(path, "utf8").trim())
      if (owner !== process.pid && Number.isInteger(owner) && isAlive(owner)) {
        throw new Error(`The database folder ${dataDir} is in use by process ${owner}; stop it first.`)
      }
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}`)
}

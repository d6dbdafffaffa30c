import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"

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
 * Makes `path` (a file or a folder) exist, built by `build` once however many processes ask at the
 * same time: the asker that creates the `.lock` file (exclusively, naming its pid) builds into a
 * folder of its own and renames the result into place, so `path` appears whole or not at all; the
 * others wait for it. A builder that died leaves a lock with a dead pid, which the next asker
 * replaces; a build that fails leaves nothing, so the next asker tries again.
 */
export const buildOnce = async (
  path: string,
  build: (into: string) => Promise<void>,
  timeoutMs = 300_000,
): Promise<string> => {
  const lock = `${path}.lock`
  const deadline = Date.now() + timeoutMs
  mkdirSync(dirname(path), { recursive: true })
  while (!existsSync(path)) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const owner = Number(readFileSync(lock, "utf8").trim() || Number.NaN)
      if (Number.isInteger(owner) && !isAlive(owner)) rmSync(lock, { force: true })
      else if (Date.now() > deadline) throw new Error(`${path} was not built within ${timeoutMs} ms`)
      else await sleep(100)
      continue
    }
    const building = `${path}.building-${process.pid}`
    try {
      rmSync(building, { recursive: true, force: true })
      await build(building)
      renameSync(building, path)
    } finally {
      rmSync(building, { recursive: true, force: true })
      rmSync(lock, { force: true })
    }
  }
  return path
}

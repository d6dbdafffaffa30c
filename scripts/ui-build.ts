/**
 * Builds the UI (vite build into dist/ui) when it is missing or older than any source under ui/ or
 * core/ (or vite.config.ts). Shared by `npm start` and `npm run size`.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"

export const repoRoot = resolve(new URL("..", import.meta.url).pathname)
export const builtIndex = join(repoRoot, "dist/ui/index.html")

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** True when ui/ exists and dist/ui is missing or older than a source file. */
export const uiNeedsBuild = (): boolean => {
  if (!existsSync(join(repoRoot, "ui"))) return false
  if (!existsSync(builtIndex)) return true
  const sources = Math.max(
    newestMtime(join(repoRoot, "ui")),
    newestMtime(join(repoRoot, "core")),
    newestMtime(join(repoRoot, "vite.config.ts")),
  )
  return sources > statSync(builtIndex).mtimeMs
}

/** Runs `vite build` in this Node; returns true when it succeeded. */
export const buildUi = (): boolean => {
  const vite = join(repoRoot, "node_modules/vite/bin/vite.js")
  const result = spawnSync(process.execPath, [vite, "build"], { cwd: repoRoot, stdio: "inherit" })
  return result.status === 0
}

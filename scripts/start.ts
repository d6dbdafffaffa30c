/**
 * `npm start`: builds the UI when dist/ui is missing or older than any source file under ui/ or
 * core/ (or vite.config.ts), then starts the server (migrate, seed on first run, listen) and prints
 * the URL and the demo sign-ins.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"

const root = resolve(new URL("..", import.meta.url).pathname)
const builtIndex = join(root, "dist/ui/index.html")

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

const needsBuild = (): boolean => {
  if (!existsSync(join(root, "ui"))) return false
  if (!existsSync(builtIndex)) return true
  const sources = Math.max(
    newestMtime(join(root, "ui")),
    newestMtime(join(root, "core")),
    newestMtime(join(root, "vite.config.ts")),
  )
  return sources > statSync(builtIndex).mtimeMs
}

if (needsBuild()) {
  console.log("Building the UI (vite build)...")
  const vite = join(root, "node_modules/vite/bin/vite.js")
  const result = spawnSync(process.execPath, [vite, "build"], { cwd: root, stdio: "inherit" })
  if (result.status !== 0) {
    console.error("vite build failed; starting the API anyway (the UI may be missing or stale).")
  }
} else if (!existsSync(builtIndex)) {
  console.warn("No ui/ folder and no dist/ui build: only the API will be served.")
}

const { main } = await import("../server/main.ts")
await main()

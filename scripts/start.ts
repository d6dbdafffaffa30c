/**
 * `npm start`: builds the UI when dist/ui is missing or older than any source file under ui/ or
 * core/ (or vite.config.ts), then starts the server (migrate, seed on first run, listen) and prints
 * the URL and the demo sign-ins.
 */
import { existsSync } from "node:fs"
import { builtIndex, buildUi, uiNeedsBuild } from "./ui-build.ts"

if (uiNeedsBuild()) {
  console.log("Building the UI (vite build)...")
  if (!buildUi()) {
    console.error("vite build failed; starting the API anyway (the UI may be missing or stale).")
  }
} else if (!existsSync(builtIndex)) {
  console.warn("No ui/ folder and no dist/ui build: only the API will be served.")
}

// `npm start` is the demo: the outbox is readable at GET /v1/dev/outbox unless PORTAL_DEMO=0.
process.env.PORTAL_DEMO ??= "1"

const { main } = await import("../server/main.ts")
await main()

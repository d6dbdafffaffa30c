import { rmSync } from "node:fs"

/**
 * Removes the run's seeded template database (serve.ts); each server removes its own copy. A folder
 * `npm test` gave the whole run (PORTAL_RUN_TEMPLATE_ROOT, shared with vitest) is left to it.
 */
export default function teardown(): void {
  const root = process.env.E2E_TEMPLATE_ROOT
  if (root && root !== process.env.PORTAL_RUN_TEMPLATE_ROOT) rmSync(root, { recursive: true, force: true })
}

import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** Names the folder under which one test run keeps its template databases. */
export const TEMPLATE_ROOT_ENV = "PORTAL_TEST_TEMPLATE_ROOT"

/**
 * Vitest global setup: one folder for this run's template databases, shared by every test process
 * (they inherit the environment) and removed when the run ends. The first server test that needs a
 * template builds it there (`template-db.ts`); a run without server tests builds none.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "portal-test-templates-"))
  process.env[TEMPLATE_ROOT_ENV] = root
  return () => rmSync(root, { recursive: true, force: true })
}

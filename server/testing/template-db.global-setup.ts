import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import pg from "pg"

/** Names the folder under which one test run keeps its template databases. */
export const TEMPLATE_ROOT_ENV = "PORTAL_TEST_TEMPLATE_ROOT"

/**
 * Names a folder `npm test` (scripts/test.ts) makes for its whole run and removes at its end: vitest
 * keeps its templates there and Playwright's servers copy the seeded database vitest already built
 * (playwright.config.ts) instead of building their own (PostgreSQL's initdb, every migration and
 * the seed, seconds of CPU at the head of the e2e step).
 */
export const RUN_TEMPLATE_ROOT_ENV = "PORTAL_RUN_TEMPLATE_ROOT"

/**
 * The prefix of the PostgreSQL template databases of the run whose folder is `root`
 * (`template-postgres.ts`): the folder's random suffix, so runs side by side on one server never
 * share or drop each other's.
 */
export const postgresTemplatePrefix = (root: string): string => {
  const runTag = basename(root)
    .slice(-6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "0")
  return `portal_tpl_${runTag}_`
}

/** Drops the run's PostgreSQL template databases, if the run made any. */
const dropPostgresTemplates = async (adminUrl: string, root: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      postgresTemplatePrefix(root),
    ])
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${String(row.datname)} WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}

/**
 * Vitest global setup: one folder for this run's template databases, shared by every test process
 * (they inherit the environment) and removed when the run ends (unless npm test gave it), with the
 * run's PostgreSQL templates (PORTAL_TEST_DATABASE_URL). The first server test that needs a template builds it
 * (`template-db.ts`, `template-postgres.ts`); a run without server tests builds none.
 */
export default function setup(): () => Promise<void> {
  // A folder npm test gives (RUN_TEMPLATE_ROOT_ENV) outlives vitest: Playwright copies from it next.
  const given = process.env[RUN_TEMPLATE_ROOT_ENV] || undefined
  const root = given ?? mkdtempSync(join(tmpdir(), "portal-test-templates-"))
  process.env[TEMPLATE_ROOT_ENV] = root
  return async () => {
    const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
    try {
      if (adminUrl) await dropPostgresTemplates(adminUrl, root)
    } finally {
      if (given === undefined) rmSync(root, { recursive: true, force: true })
    }
  }
}

import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { killRound, orphanCounts, type Store, scratchDatabase } from "../testing/durability-round.ts"

/**
 * A short round of `npm run durability`: writers against a server process that is killed with
 * SIGKILL mid-write; after a restart on the same data every acknowledged session, ticket, comment
 * and attachment is there, and no attachment file is left without its row (nor a row without its file).
 */
const root = mkdtempSync(join(tmpdir(), "portal-durability-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const NONE_MISSING = { sessions: 0, tickets: 0, comments: 0, attachments: 0 }

const round = async (store: Store) => {
  const { acked, missing } = await killRound(store, 2_500)
  const counts = Object.entries(acked).map(
    ([kind, list]) => `${Array.isArray(list) ? list.length : "-"} ${kind}`,
  )
  console.log(
    `durability (${store.kind}): acknowledged ${counts.join(", ")}; missing ${JSON.stringify(missing)}`,
  )
  expect(acked.tickets.length).toBeGreaterThan(3)
  expect(missing).toEqual(NONE_MISSING)
  return orphanCounts(store)
}

describe("acknowledged writes survive kill -9", () => {
  it("PGlite: none lost, no orphan files", async () => {
    const store: Store = {
      kind: "pglite",
      dataDir: join(root, "pglite"),
      filesDir: join(root, "pglite-files"),
    }
    expect(await round(store)).toEqual({ filesWithoutRow: 0, rowsWithoutFile: 0 })
  }, 240_000)

  const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
  it.runIf(adminUrl !== undefined && adminUrl !== "")(
    "PostgreSQL: none lost, no row without its file",
    async () => {
      const db = await scratchDatabase(adminUrl ?? "", "portal_durability")
      try {
        const orphans = await round({ kind: "postgres", url: db.url, filesDir: join(root, "pg-files") })
        // With PostgreSQL another server might be mid-upload, so a restart keeps files younger than
        // an hour: a file of the killed upload may remain, but never a row without its file.
        expect(orphans.rowsWithoutFile).toBe(0)
      } finally {
        await db.drop()
      }
    },
    240_000,
  )
})

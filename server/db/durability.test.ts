import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { Acknowledged } from "../testing/acknowledged-writes.ts"
import { killRound, orphanCounts, type Store } from "../testing/durability-round.ts"
import { copySeededDatabase } from "../testing/template-db.ts"
import { seededScratchDatabase } from "../testing/template-postgres.ts"

/**
 * A short round of `npm run durability`: writers against a server process that is killed with
 * SIGKILL mid-write; after a restart on the same data every acknowledged session, ticket, comment
 * and attachment is there with its bytes, no file row lacks its bytes, and nothing was written
 * outside the database.
 */
const root = mkdtempSync(join(tmpdir(), "portal-durability-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const NONE_MISSING = { sessions: 0, tickets: 0, comments: 0, attachments: 0 }

/** Every kind of write acknowledged, as often as the round below asks, before the kill. */
const everyKind = (acked: Acknowledged) =>
  acked.sessions.length >= 3 &&
  acked.tickets.length > 3 &&
  acked.comments.length > 0 &&
  acked.attachments.length > 0

const round = async (store: Store) => {
  // Writes for a second, then until every kind was acknowledged (however busy the machine is).
  const { acked, missing } = await killRound(store, 1_000, everyKind)
  const counts = Object.entries(acked).map(
    ([kind, list]) => `${Array.isArray(list) ? list.length : "-"} ${kind}`,
  )
  console.log(
    `durability (${store.kind}): acknowledged ${counts.join(", ")}; missing ${JSON.stringify(missing)}`,
  )
  // Every kind of write was acknowledged before the kill, so every kind is checked after it.
  expect(acked.sessions.length).toBeGreaterThanOrEqual(3)
  expect(acked.tickets.length).toBeGreaterThan(3)
  expect(acked.comments.length).toBeGreaterThan(0)
  expect(acked.attachments.length).toBeGreaterThan(0)
  expect(missing).toEqual(NONE_MISSING)
  return orphanCounts(store)
}

describe("acknowledged writes survive kill -9", () => {
  it("PGlite: none lost, no row without its bytes, no file on disk", async () => {
    const store: Store = {
      kind: "pglite",
      dataDir: join(root, "pglite"),
      filesDir: join(root, "pglite-files"),
    }
    // The first start finds the run's migrated and seeded template (a copy) instead of making one.
    await copySeededDatabase(store.dataDir)
    expect(await round(store)).toEqual({ rowsWithoutBytes: 0, filesOnDisk: 0 })
  }, 240_000)

  const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
  it.runIf(adminUrl !== undefined && adminUrl !== "")(
    "PostgreSQL: none lost, no row without its bytes, no file on disk",
    async () => {
      // A copy of the run's migrated and seeded template, as the PGlite round above.
      const db = await seededScratchDatabase(adminUrl ?? "", "portal_durability")
      try {
        const store: Store = { kind: "postgres", url: db.url, filesDir: join(root, "pg-files") }
        expect(await round(store)).toEqual({ rowsWithoutBytes: 0, filesOnDisk: 0 })
      } finally {
        await db.drop()
      }
    },
    240_000,
  )
})

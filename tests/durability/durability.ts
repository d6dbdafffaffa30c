/**
 * `npm run durability [-- --rounds N --seconds S]`: kill -9 rounds on PGlite and, when
 * DATABASE_URL or PORTAL_TEST_DATABASE_URL names a PostgreSQL where databases may be created, on
 * PostgreSQL, plus a PostgreSQL outage under load. Prints one line per round and exits 1 when an
 * acknowledged write went missing, a file row lacks its bytes, a file was written outside the
 * database, or the server died.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import {
  killRound,
  type Missing,
  orphanCounts,
  outageRound,
  type Store,
  scratchDatabase,
} from "../../server/testing/durability-round.ts"
import { startTcpProxy } from "../../server/testing/tcp-proxy.ts"

const { values } = parseArgs({ options: { rounds: { type: "string" }, seconds: { type: "string" } } })
const rounds = Number(values.rounds ?? 3)
const writeMs = Number(values.seconds ?? 5) * 1000
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL || process.env.DATABASE_URL || ""
const root = mkdtempSync(join(tmpdir(), "portal-durability-"))
let failed = false

const lost = (m: Missing) => m.sessions + m.tickets + m.comments + m.attachments
const line = (
  label: string,
  acked: { tickets: unknown[]; comments: unknown[]; attachments: unknown[]; sessions: unknown[] },
  m: Missing,
  extra: string,
) =>
  console.log(
    `${label.padEnd(24)} acknowledged ${acked.sessions.length} sessions, ${acked.tickets.length} tickets, ${acked.comments.length} comments, ${acked.attachments.length} attachments; missing ${lost(m)}${extra}`,
  )

const killRounds = async (
  name: string,
  store: (n: number) => Promise<{ store: Store; drop: () => Promise<void> }>,
) => {
  for (let n = 1; n <= rounds; n++) {
    const { store: s, drop } = await store(n)
    try {
      const { acked, missing } = await killRound(s, writeMs)
      const orphans = await orphanCounts(s)
      line(
        `${name} kill -9 #${n}`,
        acked,
        missing,
        `; rows without bytes ${orphans.rowsWithoutBytes}, files on disk ${orphans.filesOnDisk}`,
      )
      if (lost(missing) > 0 || orphans.rowsWithoutBytes > 0 || orphans.filesOnDisk > 0) failed = true
    } finally {
      await drop()
    }
  }
}

try {
  await killRounds("PGlite", async (n) => ({
    store: { kind: "pglite", dataDir: join(root, `pglite-${n}`), filesDir: join(root, `pglite-${n}-files`) },
    drop: async () => undefined,
  }))
  if (adminUrl === "") console.log("PostgreSQL: skipped (set PORTAL_TEST_DATABASE_URL or DATABASE_URL)")
  else {
    await killRounds("PostgreSQL", async (n) => {
      const db = await scratchDatabase(adminUrl, "portal_durability")
      return {
        store: { kind: "postgres", url: db.url, filesDir: join(root, `pg-${n}-files`) },
        drop: db.drop,
      }
    })
    const db = await scratchDatabase(adminUrl, "portal_outage")
    const target = new URL(adminUrl)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const url = new URL(db.url)
    url.host = `127.0.0.1:${proxy.port}`
    try {
      const r = await outageRound(
        { kind: "postgres", url: url.toString(), filesDir: join(root, "outage-files") },
        proxy,
        writeMs,
        3_000,
      )
      const answers = Object.entries(r.acked.answers)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", ")
      line(
        "PostgreSQL outage 3 s",
        r.acked,
        r.missing,
        `; server ${r.survived ? "lived" : "DIED"}; answers ${answers}`,
      )
      if (
        !r.survived ||
        lost(r.missing) > 0 ||
        Object.keys(r.acked.answers).some((s) => Number(s) >= 500 && s !== "503")
      )
        failed = true
    } finally {
      await proxy.down()
      await db.drop()
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true })
}
console.log(failed ? "durability: FAILED" : "durability: every acknowledged write survived")
process.exit(failed ? 1 : 0)

import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { openDatabase } from "../../server/db/client.ts"
import { prepareDatabase } from "../../server/seed/seed.ts"
import type { SeedScale } from "../../server/seed/seed-scale.ts"
import { scratchDatabase } from "../../server/testing/durability-round.ts"
import { copySeededDatabase } from "../../server/testing/template-db.ts"
import { seededScratchDatabase } from "../../server/testing/template-postgres.ts"
import { type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts"

/** A seeded database the load runs against: PGlite in a temporary folder or a scratch PostgreSQL database. */
export interface SeededStore {
  readonly kind: "pglite" | "postgres"
  /** What a server process needs to open it. */
  readonly env: Readonly<Record<string, string>>
  /** Active customer accounts (company admins and users), the load's signed-in users. */
  readonly accounts: ReadonlyArray<string>
  readonly seedSeconds: number
  readonly drop: () => Promise<void>
}

/** Server processes on one store, addressed round-robin by the client. */
export interface Target {
  readonly label: string
  readonly origins: ReadonlyArray<string>
  readonly processes: ReadonlyArray<ServerProcess>
  readonly stop: () => Promise<void>
}

const ACCOUNTS_SQL = sql`SELECT username FROM users
  WHERE useractive AND NOT password_expired AND roleid IN (3, 4) ORDER BY userid`

/**
 * Seeds `scale` into a fresh store in this process (so the seed's time and memory stay out of the
 * server's figures) and reads the accounts the load signs in as. PostgreSQL needs `adminUrl`, a
 * server where databases may be created. `from: "template"` copies the test run's migrated and
 * seeded template instead (`server/testing/template-db.ts`): for a test of the harness, not of the seed.
 */
export const seedStore = async (
  kind: SeededStore["kind"],
  scale: SeedScale,
  adminUrl: string,
  from: "seed" | "template" = "seed",
): Promise<SeededStore> => {
  const root = mkdtempSync(join(tmpdir(), "portal-load-"))
  const copied = from === "template"
  const scratch =
    kind === "postgres"
      ? await (copied
          ? seededScratchDatabase(adminUrl, "portal_load", scale)
          : scratchDatabase(adminUrl, "portal_load"))
      : undefined
  const dataDir = join(root, "pglite")
  const started = performance.now()
  if (copied && !scratch) await copySeededDatabase(dataDir, scale)
  const db = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir })
  let accounts: string[]
  try {
    if (!copied) await prepareDatabase(db, scale)
    accounts = (await db.run<{ username: string }>(ACCOUNTS_SQL)).map((r) => r.username)
  } finally {
    await db.close()
  }
  const files = { PORTAL_FILES_DIR: join(root, "files") }
  return {
    kind,
    env: scratch ? { ...files, DATABASE_URL: scratch.url } : { ...files, PORTAL_DATA_DIR: dataDir },
    accounts,
    seedSeconds: (performance.now() - started) / 1000,
    drop: async () => {
      await scratch?.drop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * Starts `count` server processes on the store, one after the other (the first applies any
 * migration before the next opens the database). `nodeArgs` go to each node (`--cpu-prof`), `env`
 * to each process (`PORTAL_METRICS_PORT: "0"` for a scrape after the run).
 */
export const startTarget = async (
  store: SeededStore,
  count: number,
  nodeArgs: ReadonlyArray<string> = [],
  env: Readonly<Record<string, string>> = {},
): Promise<Target> => {
  const processes: ServerProcess[] = []
  try {
    for (let i = 0; i < count; i++)
      processes.push(await startServerProcess({ ...store.env, ...env }, 120_000, nodeArgs))
  } catch (error) {
    await Promise.all(processes.map((p) => p.kill("SIGTERM")))
    throw error
  }
  const name = store.kind === "pglite" ? "PGlite" : "PostgreSQL"
  return {
    label: `${name} x${count}`,
    origins: processes.map((p) => p.url),
    processes,
    stop: async () => {
      await Promise.all(processes.map((p) => p.kill("SIGTERM")))
    },
  }
}

/** Resident memory of a process in MB, from `/proc/<pid>/status` (VmRSS); NaN when unreadable. */
export const residentMb = (pid: number | undefined): number => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return match ? Number(match[1]) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

/** The target's processes' resident memory, e.g. `212` or `198 + 201`. */
export const targetRss = (target: Target): string =>
  target.processes.map((p) => residentMb(p.child.pid).toFixed(0)).join(" + ")

/**
 * CPU seconds a process has used on all its threads (utime + stime of `/proc/<pid>/stat`, in
 * clock ticks of 1/100 s): the server's cost, scrypt on libuv's pool included.
 */
export const cpuSeconds = (pid: number | undefined): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

/** CPU seconds of all the target's server processes together. */
export const targetCpuSeconds = (target: Target): number =>
  target.processes.reduce((sum, p) => sum + cpuSeconds(p.child.pid), 0)

import { readdirSync } from "node:fs"
import { migrationsDir } from "../db/migrate.ts"

/** What `/readyz` checks: the database answers, and its schema has every migration of this code. */
export interface ReadinessReport {
  readonly status: "ready" | "not ready" | "shutting down"
  readonly checks: {
    readonly database: { readonly ok: boolean; readonly error?: string; readonly ms?: number }
    readonly migrations: { readonly ok: boolean; readonly current?: string; readonly pending?: string[] }
    readonly shuttingDown: boolean
  }
}

export interface Readiness {
  readonly check: () => Promise<ReadinessReport>
  /** From now on `/readyz` answers 503 `shutting down` (SIGTERM, before the port closes). */
  readonly stop: () => void
}

/** The migration files this code brings, in the order they apply. */
export const migrationFiles = (dir = migrationsDir): ReadonlyArray<string> =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()

/** Longest `/readyz` waits for the database: a balancer's probe times out after a few seconds. */
const DATABASE_TIMEOUT_MS = 2_000

const withinTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/** The first line of a driver's error: never a connection string (PORTAL and pg errors do not hold one). */
const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200)

/**
 * `readApplied` reads `schema_migrations` (the names of applied migrations); `expected` are the
 * files of this version. A database ahead of the code (a newer version migrated it during a
 * rolling upgrade) is ready; one behind is not.
 */
export const makeReadiness = (
  readApplied: () => Promise<ReadonlyArray<string>>,
  expected: ReadonlyArray<string> = migrationFiles(),
  timeoutMs = DATABASE_TIMEOUT_MS,
): Readiness => {
  let stopping = false
  return {
    stop: () => {
      stopping = true
    },
    check: async () => {
      const started = performance.now()
      let applied: ReadonlyArray<string>
      try {
        applied = await withinTimeout(readApplied(), timeoutMs)
      } catch (error) {
        return {
          status: stopping ? "shutting down" : "not ready",
          checks: {
            database: { ok: false, error: describe(error) },
            migrations: { ok: false },
            shuttingDown: stopping,
          },
        }
      }
      const ms = Math.round((performance.now() - started) * 10) / 10
      const done = new Set(applied)
      const pending = expected.filter((f) => !done.has(f))
      const migrations =
        pending.length === 0 ? { ok: true, current: expected.at(-1) } : { ok: false, pending }
      const ok = migrations.ok && !stopping
      return {
        status: stopping ? "shutting down" : ok ? "ready" : "not ready",
        checks: { database: { ok: true, ms }, migrations, shuttingDown: stopping },
      }
    },
  }
}

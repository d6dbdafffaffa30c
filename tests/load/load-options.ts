import { parseArgs } from "node:util"
import { isSeedScale, type SeedScale } from "../../server/seed/seed-scale.ts"

export type Scenario = "mix" | "export-flood" | "memory" | "cost"
export type DbKind = "pglite" | "postgres"

/** What `npm run load` was asked to do. */
export interface LoadOptions {
  readonly scenario: Scenario
  /** Databases to run on; PostgreSQL only when `adminUrl` is set. */
  readonly dbs: ReadonlyArray<DbKind>
  /** Server process counts on PostgreSQL (PGlite is always one process). */
  readonly processes: ReadonlyArray<number>
  readonly rate: number
  readonly seconds: number
  readonly users: number
  readonly minutes: number
  readonly exporters: number
  /** Live update streams held open beside the mix (issue 29); 0 for none. */
  readonly streams: number
  readonly scale: SeedScale
  /** Folder for the server processes' CPU profiles (`node --cpu-prof`); none when empty. */
  readonly profileDir: string
  /** Folder for each process's `/metrics` scrape after a mix run (PORTAL_METRICS_PORT); none when empty. */
  readonly metricsDir: string
  /** A PostgreSQL server where databases may be created (PORTAL_TEST_DATABASE_URL or DATABASE_URL). */
  readonly adminUrl: string
}

const USAGE = `npm run load -- [--scenario mix|export-flood|memory|cost] [--db pglite|postgres] [--processes N]
  [--rate R] [--seconds S] [--users K] [--minutes M] [--exporters E] [--streams N] [--scale tiny|demo|large]
  [--profile DIR] [--metrics DIR]`

const positive = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`--${name} must be a positive number, got ${raw}\n${USAGE}`)
  return n
}

const scenarioOf = (raw: string | undefined, minutes: string | undefined): Scenario => {
  const scenario = raw ?? (minutes === undefined ? "mix" : "memory")
  if (!["mix", "export-flood", "memory", "cost"].includes(scenario))
    throw new Error(`unknown --scenario ${scenario}\n${USAGE}`)
  return scenario as Scenario
}

/** Parses the command line; throws with the usage on a bad option. */
export const parseLoadOptions = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv): LoadOptions => {
  const { values } = parseArgs({
    args: [...args],
    options: Object.fromEntries(
      [
        "scenario",
        "db",
        "processes",
        "rate",
        "seconds",
        "users",
        "minutes",
        "exporters",
        "streams",
        "scale",
        "profile",
        "metrics",
      ].map((name) => [name, { type: "string" as const }]),
    ),
  })
  const v = values as Record<string, string | undefined>
  const adminUrl = env.PORTAL_TEST_DATABASE_URL || env.DATABASE_URL || ""
  const db = v.db
  if (db !== undefined && db !== "pglite" && db !== "postgres")
    throw new Error(`unknown --db ${db}\n${USAGE}`)
  if (db === "postgres" && adminUrl === "")
    throw new Error(
      "--db postgres needs PORTAL_TEST_DATABASE_URL or DATABASE_URL (a server where databases may be created)",
    )
  const scale = v.scale ?? "demo"
  if (!isSeedScale(scale)) throw new Error(`unknown --scale ${scale}\n${USAGE}`)
  const processes = v.processes === undefined ? [1, 2] : [positive("processes", v.processes, 1)]
  return {
    scenario: scenarioOf(v.scenario, v.minutes),
    dbs: db !== undefined ? [db] : adminUrl === "" ? ["pglite"] : ["pglite", "postgres"],
    processes,
    rate: positive("rate", v.rate, 100),
    seconds: positive("seconds", v.seconds, 20),
    users: positive("users", v.users, 50),
    minutes: positive("minutes", v.minutes, 10),
    exporters: positive("exporters", v.exporters, 4),
    streams: v.streams === "0" ? 0 : positive("streams", v.streams, 0),
    scale,
    profileDir: v.profile ?? "",
    metricsDir: v.metrics ?? "",
    adminUrl,
  }
}

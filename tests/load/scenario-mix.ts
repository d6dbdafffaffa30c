import { loadavg } from "node:os"
import { join } from "node:path"
import type { LoadOptions } from "./load-options.ts"
import { runClosedModel, runOpenModel } from "./load-models.ts"
import { errorText, formatTable, ms, p95ByKind, type Sample, summarise } from "./load-stats.ts"
import {
  type SeededStore,
  seedStore,
  startTarget,
  type Target,
  targetCpuSeconds,
  targetRss,
} from "./load-targets.ts"
import { openStreams } from "./load-streams.ts"
import { RoundRobin, signInUsers } from "./load-users.ts"
import { saveScrapes, scrapeTarget } from "./load-metrics.ts"

/** Seconds of traffic at the open rate before anything is measured (JIT, caches, connections). */
const WARMUP_SECONDS = 3

const HEADER = [
  "target",
  "model",
  "req/s",
  "p50",
  "p95",
  "p99",
  "max",
  "errors",
  "RSS MB before -> after",
  "server CPU ms/req",
  "load",
]

const row = (
  target: Target,
  model: string,
  samples: Sample[],
  seconds: number,
  rss: string[],
  cpuMs: number,
) => {
  const s = summarise(samples, seconds)
  const throughput = model.startsWith("closed") ? s.plateau : s.perSecond
  return [
    target.label,
    model,
    throughput.toFixed(0),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    ms(s.max),
    errorText(s.errors),
    rss.join(" -> "),
    cpuMs.toFixed(2),
    loadavg()[0]!.toFixed(2),
  ]
}

/**
 * Server CPU milliseconds per answered request: all the target's processes (every thread, so
 * PGlite's engine and scrypt's pool count; a PostgreSQL server's own processes do not).
 */
const cpuPerRequest = (cpuSeconds: number, samples: Sample[]) => (cpuSeconds * 1000) / samples.length

/** Both models against one target: open at `rate`, then `users` closed-loop users. */
const measureTarget = async (options: LoadOptions, target: Target, accounts: ReadonlyArray<string>) => {
  const servers = new RoundRobin(target.origins)
  const users = await signInUsers(servers, accounts, options.users)
  const run = { servers, users, seconds: options.seconds }
  // Live update streams (issue 29) stay open through both runs, as signed-in tabs would.
  const streams = options.streams > 0 ? await openStreams(servers, users, options.streams) : null
  if (streams)
    console.log(`  ${target.label}: ${streams.opened} live streams open (${streams.refused} refused)`)
  await runOpenModel({ ...run, seconds: WARMUP_SECONDS, seed: 99 }, options.rate)
  const before = targetRss(target)
  const cpu0 = targetCpuSeconds(target)
  const open = await runOpenModel(run, options.rate)
  const middle = targetRss(target)
  const cpu1 = targetCpuSeconds(target)
  const closed = await runClosedModel(run)
  const after = targetRss(target)
  const cpu2 = targetCpuSeconds(target)
  if (streams) {
    console.log(`  ${target.label}: the live streams received ${streams.events()} events`)
    await streams.close()
  }
  console.log(`  ${target.label} open p95 by kind (ms): ${p95ByKind(open)}`)
  console.log(`  ${target.label} closed p95 by kind (ms): ${p95ByKind(closed)}`)
  return [
    row(
      target,
      `open ${options.rate}/s`,
      open,
      options.seconds,
      [before, middle],
      cpuPerRequest(cpu1 - cpu0, open),
    ),
    row(
      target,
      `closed ${options.users} users`,
      closed,
      options.seconds,
      [middle, after],
      cpuPerRequest(cpu2 - cpu1, closed),
    ),
  ]
}

const withStore = async <T>(
  options: LoadOptions,
  kind: SeededStore["kind"],
  f: (s: SeededStore) => Promise<T>,
) => {
  const store = await seedStore(kind, options.scale, options.adminUrl)
  console.log(
    `Seeded ${options.scale} into ${kind} in ${store.seedSeconds.toFixed(0)} s (${store.accounts.length} accounts)`,
  )
  try {
    return await f(store)
  } finally {
    await store.drop()
  }
}

/** `--cpu-prof` into `<profileDir>/<label>/` when profiles were asked for (written when the server stops). */
export const nodeArgsFor = (options: LoadOptions, label: string): string[] =>
  options.profileDir === "" ? [] : ["--cpu-prof", `--cpu-prof-dir=${join(options.profileDir, label)}`]

/**
 * The mix scenario: for PGlite (one process) and PostgreSQL (each process count), an open-model run
 * and a closed-model saturation run; prints one table. Returns its rows.
 */
export const runMixScenario = async (options: LoadOptions): Promise<string[][]> => {
  const rows: string[][] = []
  for (const kind of options.dbs)
    await withStore(options, kind, async (store) => {
      const counts = kind === "pglite" ? [1] : options.processes
      for (const count of counts) {
        const label = `${kind}-x${count}`
        const metricsEnv: Record<string, string> =
          options.metricsDir === "" ? {} : { PORTAL_METRICS_PORT: "0" }
        const target = await startTarget(store, count, nodeArgsFor(options, label), metricsEnv)
        console.log(`Measuring ${target.label} ...`)
        try {
          rows.push(...(await measureTarget(options, target, store.accounts)))
          if (options.metricsDir !== "")
            for (const line of saveScrapes(options.metricsDir, label, await scrapeTarget(target)))
              console.log(`  ${target.label} /metrics: ${line}`)
        } finally {
          await target.stop()
        }
      }
    })
  console.log(`\n${formatTable(HEADER, rows)}`)
  return rows
}

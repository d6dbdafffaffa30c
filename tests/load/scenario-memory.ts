import { loadavg } from "node:os"
import { percentile } from "../bench/stats.ts"
import { runOpenModel } from "./load-models.ts"
import type { LoadOptions } from "./load-options.ts"
import { errorText, formatTable, ms, type Sample, summarise } from "./load-stats.ts"
import { residentMb, seedStore, startTarget } from "./load-targets.ts"
import { RoundRobin, signInUsers } from "./load-users.ts"
import { nodeArgsFor } from "./scenario-mix.ts"

const SAMPLE_SECONDS = 30
/** Memory before this is warm-up (caches filling, JIT); growth is judged after it. */
const WARMUP_SECONDS = 120

interface RssPoint {
  readonly second: number
  readonly mb: number
  readonly load: number
}

/** Latency and throughput of the answers that ended in the window before `second`. */
const windowOf = (samples: ReadonlyArray<Sample>, second: number) => {
  const inWindow = samples.filter(
    (s) => s.endedAt > (second - SAMPLE_SECONDS) * 1000 && s.endedAt <= second * 1000,
  )
  return {
    perSecond: inWindow.length / SAMPLE_SECONDS,
    p95: percentile(
      inWindow.map((s) => s.ms),
      95,
    ),
  }
}

/**
 * The memory-growth run: the open model at `--rate` for `--minutes` against one server process,
 * its resident memory sampled every 30 s. Target: flat after the two-minute warm-up.
 */
export const runMemoryScenario = async (options: LoadOptions): Promise<void> => {
  const kind = options.dbs[0]!
  const store = await seedStore(kind, options.scale, options.adminUrl)
  const target = await startTarget(store, 1, nodeArgsFor(options, `memory-${kind}`))
  const pid = target.processes[0]!.child.pid
  try {
    const servers = new RoundRobin(target.origins)
    const users = await signInUsers(servers, store.accounts, options.users)
    const points: RssPoint[] = [{ second: 0, mb: residentMb(pid), load: loadavg()[0]! }]
    const started = performance.now()
    const timer = setInterval(() => {
      const second = Math.round((performance.now() - started) / 1000)
      points.push({ second, mb: residentMb(pid), load: loadavg()[0]! })
      console.log(`  ${second} s: RSS ${points.at(-1)!.mb.toFixed(0)} MB`)
    }, SAMPLE_SECONDS * 1000)
    const samples = await runOpenModel({ servers, users, seconds: options.minutes * 60 }, options.rate)
    clearInterval(timer)
    const rows = points.map((p) => {
      const w = p.second === 0 ? undefined : windowOf(samples, p.second)
      return [
        String(p.second),
        p.mb.toFixed(0),
        w ? w.perSecond.toFixed(0) : "-",
        w ? ms(w.p95) : "-",
        p.load.toFixed(2),
      ]
    })
    console.log(`\n${target.label}, open model ${options.rate}/s for ${options.minutes} min:\n`)
    console.log(formatTable(["second", "RSS MB", "req/s", "p95", "load"], rows, 0))
    const warm = points.find((p) => p.second >= WARMUP_SECONDS) ?? points[0]!
    const last = points.at(-1)!
    const minutes = (last.second - warm.second) / 60
    const growth = last.mb - warm.mb
    // RSS saws up and down with garbage collection, so single samples mislead: a leak shows as a
    // higher peak in the second half after warm-up than in the first.
    const after = points.filter((p) => p.second >= warm.second)
    const half = Math.ceil(after.length / 2)
    const peak = (list: RssPoint[]) => Math.max(...list.map((p) => p.mb))
    const s = summarise(samples, options.minutes * 60)
    console.log(
      `\nRSS ${points[0]!.mb.toFixed(0)} MB at the start, ${warm.mb.toFixed(0)} MB after warm-up (${warm.second} s), ${last.mb.toFixed(0)} MB at the end: ` +
        `${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB over ${minutes.toFixed(1)} min after warm-up` +
        (minutes > 0 ? ` (${(growth / minutes).toFixed(1)} MB/min)` : ""),
    )
    if (after.length >= 2)
      console.log(
        `Peak RSS after warm-up: ${peak(after.slice(0, half)).toFixed(0)} MB in the first half, ` +
          `${peak(after.slice(half)).toFixed(0)} MB in the second (range ${Math.min(...after.map((p) => p.mb)).toFixed(0)}-${peak(after).toFixed(0)} MB)`,
      )
    console.log(
      `Whole run: ${s.requests} requests, p95 ${ms(s.p95)} ms, max ${ms(s.max)} ms, errors ${errorText(s.errors)}`,
    )
  } finally {
    await target.stop()
    await store.drop()
  }
}

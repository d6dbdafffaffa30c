import { loadavg } from "node:os"
import { makeRng } from "../../server/seed/prng.ts"
import { MIX_WEIGHTS, type RequestKind, type VirtualUser } from "./load-mix.ts"
import type { LoadOptions } from "./load-options.ts"
import { errorText, formatTable, ms, type Sample, summarise } from "./load-stats.ts"
import { cpuSeconds, seedStore, startTarget } from "./load-targets.ts"
import { perform, RoundRobin, signInUsers } from "./load-users.ts"
import { nodeArgsFor } from "./scenario-mix.ts"

/** Users per kind: enough to keep one server busy, few enough not to queue long. */
const USERS = 8

const loopKind = async (servers: RoundRobin, users: VirtualUser[], kind: RequestKind, seconds: number) => {
  const samples: Sample[] = []
  const start = performance.now()
  await Promise.all(
    users.map(async (user, i) => {
      const rng = makeRng(100 + i)
      while (performance.now() - start < seconds * 1000) {
        const sent = performance.now()
        const answer = await perform(servers, kind, user, rng)
        const now = performance.now()
        samples.push({ kind, ...answer, ms: now - sent, endedAt: now - start })
      }
    }),
  )
  return samples
}

/**
 * What each request kind costs one server process: each kind alone, `USERS` users in a loop for
 * `--seconds`, with the server's CPU time per answer (all threads). CPU time per request moves
 * less with other work on the machine than latency does.
 */
export const runCostScenario = async (options: LoadOptions): Promise<void> => {
  const kind = options.dbs[0]!
  const store = await seedStore(kind, options.scale, options.adminUrl)
  const target = await startTarget(store, 1, nodeArgsFor(options, `cost-${kind}`))
  const pid = target.processes[0]!.child.pid
  try {
    const servers = new RoundRobin(target.origins)
    const users = await signInUsers(servers, store.accounts, USERS)
    const rows: string[][] = []
    for (const [requestKind] of MIX_WEIGHTS) {
      await loopKind(servers, users, requestKind, 1)
      const cpuBefore = cpuSeconds(pid)
      const samples = await loopKind(servers, users, requestKind, options.seconds)
      const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / samples.length
      const s = summarise(samples, options.seconds)
      const load = loadavg()[0]!.toFixed(2)
      rows.push([
        requestKind,
        s.perSecond.toFixed(0),
        ms(s.p50),
        ms(s.p95),
        cpuMs.toFixed(2),
        errorText(s.errors),
        load,
      ])
    }
    console.log(
      `\n${target.label}, ${options.scale} scale, each kind alone (${USERS} users in a loop, ${options.seconds} s):\n`,
    )
    console.log(formatTable(["kind", "req/s", "p50", "p95", "server CPU ms/req", "errors", "load"], rows, 1))
  } finally {
    await target.stop()
    await store.drop()
  }
}

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closeConnections } from "./load-http.ts"
import { MIX_WEIGHTS } from "./load-mix.ts"
import { runClosedModel, runOpenModel } from "./load-models.ts"
import { summarise } from "./load-stats.ts"
import { requestFigures, scrapeTarget } from "./load-metrics.ts"
import { residentMb, type SeededStore, seedStore, startTarget, type Target } from "./load-targets.ts"
import { RoundRobin, signInUsers } from "./load-users.ts"

/**
 * `npm run load` in miniature, in `npm test`: the harness against a real server process on the
 * `tiny` seed, a few seconds of each model. It checks that every request of the mix is answered
 * 2xx and that memory can be read, never a latency: other work on the machine moves those.
 */
let store: SeededStore
let target: Target
beforeAll(async () => {
  // The run's template, copied: this checks the harness; the seed has its own tests.
  store = await seedStore("pglite", "tiny", "", "template")
  target = await startTarget(store, 1, [], { PORTAL_METRICS_PORT: "0" })
}, 120_000)
afterAll(async () => {
  closeConnections()
  await target?.stop()
  await store?.drop()
})

describe("load harness smoke run", () => {
  it("answers every request of the mix in both models without an error", async () => {
    const servers = new RoundRobin(target.origins)
    const users = await signInUsers(servers, store.accounts, 4)
    const open = await runOpenModel({ servers, users, seconds: 3, seed: 5 }, 20)
    const closed = await runClosedModel({ servers, users, seconds: 2, seed: 6 })
    for (const samples of [open, closed]) expect(summarise(samples, 3).errors).toEqual({})
    expect(open).toHaveLength(60)
    expect(new Set([...open, ...closed].map((s) => s.kind))).toEqual(new Set(MIX_WEIGHTS.map(([k]) => k)))
    expect(residentMb(target.processes[0]!.child.pid)).toBeGreaterThan(0)
    // The scrape after the run counts what the server answered: at least the run's requests.
    const [scrape] = await scrapeTarget(target)
    const figures = requestFigures(scrape!)
    expect(figures.requests).toBeGreaterThanOrEqual(open.length + closed.length)
    expect(figures.errors).toBe(0)
    expect(figures.p95Seconds).toBeGreaterThan(0)
  }, 120_000)
})

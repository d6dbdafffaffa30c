import { setTimeout as sleep } from "node:timers/promises"
import { makeRng } from "../../server/seed/prng.ts"
import { nextKind, type VirtualUser } from "./load-mix.ts"
import type { Sample } from "./load-stats.ts"
import { perform, type RoundRobin } from "./load-users.ts"

export interface ModelRun {
  readonly servers: RoundRobin
  readonly users: ReadonlyArray<VirtualUser>
  readonly seconds: number
  /** Seeds the choice of requests, so two runs send the same sequence. */
  readonly seed?: number
}

/**
 * Open model: requests arrive at a fixed rate whatever the answers do (as many independent
 * browsers would), each from a user picked at random. Latency is measured from the time a request
 * was due, not the time it left, so a stalled server (or client) cannot hide its backlog
 * (coordinated omission). Waits for the last answers, each bounded by the request timeout.
 */
export const runOpenModel = async (run: ModelRun, rate: number): Promise<Sample[]> => {
  const rng = makeRng(run.seed ?? 1)
  const samples: Sample[] = []
  const inFlight: Array<Promise<void>> = []
  const start = performance.now()
  const total = Math.round(rate * run.seconds)
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    const kind = nextKind(rng)
    const user = rng.pick(run.users)
    inFlight.push(
      perform(run.servers, kind, user, rng).then((answer) => {
        const now = performance.now()
        samples.push({ kind, ...answer, ms: now - due, endedAt: now - start })
      }),
    )
  }
  await Promise.all(inFlight)
  return samples
}

/**
 * Closed model: each user sends its next request as soon as the previous one is answered, for
 * `seconds`. With enough users the server is saturated and the answers per second level off.
 */
export const runClosedModel = async (run: ModelRun): Promise<Sample[]> => {
  const samples: Sample[] = []
  const start = performance.now()
  const end = start + run.seconds * 1000
  const loop = async (user: VirtualUser, index: number) => {
    const rng = makeRng((run.seed ?? 1) * 1000 + index)
    while (performance.now() < end) {
      const kind = nextKind(rng)
      const sent = performance.now()
      const answer = await perform(run.servers, kind, user, rng)
      const now = performance.now()
      samples.push({ kind, ...answer, ms: now - sent, endedAt: now - start })
    }
  }
  await Promise.all(run.users.map(loop))
  return samples
}

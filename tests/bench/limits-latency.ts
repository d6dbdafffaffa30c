// What the shared limits (issue 27) add to a sign-in attempt and an export start: medians over 50
// on PGlite and, with PORTAL_TEST_DATABASE_URL, on PostgreSQL. Two parts:
//   - end to end through a fresh tiny-seed server: POST /v1/login (a wrong password for an unknown
//     name, so no account locks) and GET /v1/excel/tickets (the new tickets: a small sheet);
//   - the limit alone: the database limiter and gate (one hit in `rate_limits`; an export lease
//     taken and given back), beside the old in-memory gate (a set). The old in-memory limiter
//     (rate-limiter-flexible's RateLimiterMemory) is no longer a dependency, so it is not measured.
// Run: node tests/bench/limits-latency.ts  (LIMITS_BENCH_E2E_ONLY=1 skips the second part, so the
// first runs on the code before the change too).
import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import type { Db } from "../../server/db/client.ts"
import { scratchDatabase } from "../../server/testing/durability-round.ts"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"
import { percentile } from "./stats.ts"

const ROUNDS = 50
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
const e2eOnly = process.env.LIMITS_BENCH_E2E_ONLY === "1"

const median = async (warmUp: number, run: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < warmUp; i++) await run(-1 - i)
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now()
    await run(i)
    times.push(performance.now() - started)
  }
  return percentile(times, 50).toFixed(2)
}

/** Reads the answer; a bench of refusals or errors would measure the wrong thing. */
const expectStatus = async (response: Response, status: number) => {
  const text = await response.text()
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`)
}

const endToEnd = async (server: TestServer) => {
  const session = await server.signIn("acme.user")
  const signIn = await median(5, (i) =>
    fetch(`${server.url}/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `bench.nobody.${i}`, password: "wrong-password" }),
    }).then((r) => expectStatus(r, 401)),
  )
  const exportStart = await median(5, () =>
    fetch(`${server.url}/v1/excel/tickets?ticketstatus=(N)`, {
      headers: { authorization: `EC ${session}` },
    }).then((r) => expectStatus(r, 200)),
  )
  return `sign-in attempt p50 ${signIn} ms, export start p50 ${exportStart} ms`
}

const limitAlone = async (db: Db) => {
  const { makeThrottle } = await import("../../server/limits/throttle.ts")
  const { makeExportGate } = await import("../../server/tickets/export-gate.ts")
  const throttle = makeThrottle(db, { name: "bench", points: 1_000_000, windowSeconds: 300 }, String)
  const request = HttpServerRequest.fromWeb(new Request("http://bench/"))
  const hit = (key: string) =>
    Effect.runPromise(Effect.provideService(throttle(key), HttpServerRequest.HttpServerRequest, request))
  const users = new Set<number>() // the old gate: a set in the process's memory
  const gate = makeExportGate(db, 2)
  const newLimiter = await median(5, (i) => hit(`198.51.100.${i & 7}`))
  const oldGate = await median(5, async (i) => {
    users.add(i)
    users.delete(i)
  })
  const newGate = await median(5, (i) =>
    Effect.runPromise(
      Effect.flatMap(gate.enter(1000 + i), (place) => ("leave" in place ? place.leave : Effect.void)),
    ),
  )
  return `limiter alone: database ${newLimiter} ms; export gate alone (enter and leave): memory ${oldGate} ms, database ${newGate} ms`
}

const bench = async (kind: string, databaseUrl?: string) => {
  const server = await startTestServer({}, databaseUrl)
  try {
    console.log(`${kind}: ${await endToEnd(server)}`)
    if (!e2eOnly) console.log(`${kind}: ${await limitAlone(server.db)}`)
  } finally {
    await server.stop()
  }
}

await bench("PGlite")
if (adminUrl !== "") {
  const database = await scratchDatabase(adminUrl, "portal_limits_bench")
  try {
    await bench("PostgreSQL", database.url)
  } finally {
    await database.drop()
  }
}

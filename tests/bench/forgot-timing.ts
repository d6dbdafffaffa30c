// POST /v1/forgot for an existing and an unknown username, 50 each, alternating, against a fresh
// tiny-seed server: the two timings should be indistinguishable (no user enumeration by time).
// Part of `npm run bench` (`BENCH_ONLY=forgot npm run bench` runs it alone); also runnable as
//   node tests/bench/forgot-timing.ts
import { sql } from "drizzle-orm"
import { startTestServer } from "../../server/testing/test-server.ts"

const ROUNDS = 50

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!.toFixed(2)

/** Measures the forgot call and returns the report line. */
export const benchForgot = async (): Promise<string> => {
  const server = await startTestServer()
  try {
    const users = await server.db.run<{ username: string }>(
      sql`SELECT username FROM users WHERE useractive AND email <> '' ORDER BY userid LIMIT 50`,
    )
    const time = async (username: string) => {
      const started = performance.now()
      const answer = await fetch(`${server.url}/v1/forgot`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username }),
      })
      await answer.text()
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) await time(`warm.up.${i}`)
    for (let i = 0; i < ROUNDS; i++) {
      known.push(await time(users[i % users.length]!.username))
      unknown.push(await time(`no.such.user.${i}`))
    }
    return `POST /v1/forgot, ${ROUNDS} each: existing p50 ${quantile(known, 0.5)} ms (p90 ${quantile(known, 0.9)}), unknown p50 ${quantile(unknown, 0.5)} ms (p90 ${quantile(unknown, 0.9)})`
  } finally {
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchForgot())

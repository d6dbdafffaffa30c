// POST /v1/forgot for an existing and an unknown username, 50 each, alternating, against a fresh
// tiny-seed server: the two timings should be indistinguishable (no user enumeration by time).
//   node tests/bench/forgot-timing.ts
import { sql } from "drizzle-orm"
import { startTestServer } from "../../server/testing/test-server.ts"

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
  for (let i = 0; i < 50; i++) {
    known.push(await time(users[i % users.length]!.username))
    unknown.push(await time(`no.such.user.${i}`))
  }
  const p = (xs: number[], q: number) =>
    [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!.toFixed(2)
  console.log(
    `POST /v1/forgot, 50 each: existing p50 ${p(known, 0.5)} ms (p90 ${p(known, 0.9)}), unknown p50 ${p(unknown, 0.5)} ms (p90 ${p(unknown, 0.9)})`,
  )
} finally {
  await server.stop()
}

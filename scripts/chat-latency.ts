/**
 * The built-in support chat's figure (issue 29; not part of the suite): time from a customer's
 * `POST /v1/chat/messages` to its `chat.message` event on a staff member's stream, p50/p95 over 100
 * messages, one server process on PGlite (the tiny seed). `node scripts/chat-latency.ts`.
 */
import { sql } from "drizzle-orm"
import { CHAT_LIMITS } from "../core/domain/chat/support-chat.ts"
import { openStream } from "../server/events/sse-client.testing.ts"
import { startTestServer } from "../server/testing/test-server.ts"

const MESSAGES = 100
const server = await startTestServer({})
try {
  const customer = await server.signIn("acme.user")
  const stream = await openStream(server.url, await server.signIn("sysadmin"))
  const times: number[] = []
  for (let i = 0; i < MESSAGES; i += 1) {
    // The bound per user (CHAT_LIMITS.messagesPerWindow a minute) would stop the run: start it again.
    if (i % CHAT_LIMITS.messagesPerWindow === 0)
      await server.db.run(sql`DELETE FROM rate_limits WHERE name = 'chat-message'`)
    const seen = stream.events.length
    const start = performance.now()
    const answer = await fetch(`${server.url}/v1/chat/messages`, {
      method: "POST",
      headers: { authorization: `EC ${customer}`, "content-type": "application/json" },
      body: JSON.stringify({ body: `Message ${i}` }),
    })
    if (answer.status !== 200) throw new Error(`POST /v1/chat/messages answered ${answer.status}`)
    await stream.waitFor(() => stream.events.slice(seen).some((e) => e.kind === "chat.message"))
    times.push(performance.now() - start)
  }
  stream.close()
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
  process.stdout.write(
    `chat POST -> staff stream event, ${MESSAGES} messages: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms\n`,
  )
} finally {
  await server.stop()
}
process.exit(0)

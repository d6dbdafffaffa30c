import type { AddressInfo } from "node:net"
import { sql } from "drizzle-orm"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { maxDeliveryAttempts } from "./delivery.ts"
import { notOneRecipient } from "./recipient.ts"

/** What the real SMTP server received: envelope recipients and the raw message. */
interface Received {
  readonly to: ReadonlyArray<string>
  readonly raw: string
}

const received: Received[] = []
/** Every RCPT TO the SMTP server was given, one entry per command. */
const rcptCommands: string[] = []
const tempRefused = new Map<string, number>()
let smtp: SMTPServer
let server: TestServer

/**
 * A real SMTP server (the `smtp-server` package) on a free port: `later@` is refused with 451 twice
 * before it is accepted, `nobody@` is refused for good with 550.
 */
const startSmtp = () =>
  new Promise<number>((resolve) => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        const to = address.address
        rcptCommands.push(to)
        if (to.startsWith("nobody@"))
          return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }))
        if (to.startsWith("later@")) {
          const seen = (tempRefused.get(to) ?? 0) + 1
          tempRefused.set(to, seen)
          if (seen <= 2) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }))
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on("data", (c: Buffer) => chunks.push(c))
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          })
          callback()
        })
      },
    })
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port))
  })

beforeAll(async () => {
  const port = await startSmtp()
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 200, mailPollMs: 200 })
})
afterAll(async () => {
  await server?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

const waitFor = async <T>(probe: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> => {
  const until = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const rowOf = (id: number) =>
  server.db
    .run<{ status: string; attempts: number; text_body: string; last_error: string | null }>(
      sql`SELECT status, attempts, text_body, last_error FROM outbox WHERE id = ${id}`,
    )
    .then((rows) => rows[0]!)

const enqueue = async (to: string) => {
  const [row] = await server.db.run<{ id: number }>(
    sql`INSERT INTO outbox (template, to_address, subject, text_body) VALUES ('test', ${to}, 'Hello', 'Body') RETURNING id`,
  )
  return row!.id
}

describe("mail delivery over SMTP", () => {
  it("delivers a reset mail with text and HTML, then marks it delivered and clears its bodies", async () => {
    const [user] = await server.db.run<{ username: string; email: string }>(
      sql`SELECT username, email FROM users WHERE userid > 8 AND useractive AND email <> '' ORDER BY userid LIMIT 1`,
    )
    await server.run((c) => c.password.forgot({ payload: { username: user!.username } }))
    const message = await waitFor(
      async () => received.find((m) => m.to.includes(user!.email)),
      "the reset mail at the SMTP server",
    )
    // Quoted-printable bodies wrap long lines with a trailing '='.
    const raw = message.raw.replace(/=\r?\n/g, "")
    expect(raw).toMatch(/Subject: Service Portal: Reset your password/)
    expect(raw).toContain("text/plain")
    expect(raw).toContain("text/html")
    expect(raw).toMatch(/reset-password\/[A-Za-z0-9_-]{40}/)
    expect(raw).toContain("Acme Equipment Services")
    const [row] = await server.db.run<{ id: number }>(
      sql`SELECT id FROM outbox WHERE to_address = ${user!.email} AND template = 'password-reset'`,
    )
    const state = await waitFor(async () => {
      const r = await rowOf(row!.id)
      return r.status === "delivered" ? r : undefined
    }, "the delivered state")
    expect(state).toMatchObject({ attempts: 1, text_body: "" })
  })

  it("retries a temporary refusal with backoff until it is delivered", async () => {
    const id = await enqueue("later@example.com")
    const state = await waitFor(async () => {
      const r = await rowOf(id)
      return r.status === "delivered" ? r : undefined
    }, "delivery after two refusals")
    expect(state.attempts).toBe(3)
    expect(received.filter((m) => m.to.includes("later@example.com"))).toHaveLength(1)
  })

  it("marks a permanent refusal failed at once, with the reason", async () => {
    const id = await enqueue("nobody@example.com")
    const state = await waitFor(async () => {
      const r = await rowOf(id)
      return r.status === "failed" ? r : undefined
    }, "the failed state")
    expect(state.attempts).toBe(1)
    expect(state.attempts).toBeLessThan(maxDeliveryAttempts)
    expect(state.last_error).toContain("550")
  })

  const list = '"x",victim1@evil.example,victim2@evil.example,"y"@example.com'

  it("refuses a stored value that names several recipients: marked failed with the reason, never sent", async () => {
    const id = await enqueue(list)
    const state = await waitFor(async () => {
      const r = await rowOf(id)
      return r.status === "failed" ? r : undefined
    }, "the refused message")
    expect(state.last_error).toBe(notOneRecipient)
    // A later message still goes out: the refusal crashed nothing.
    const next = await enqueue("after.refusal@example.com")
    await waitFor(async () => ((await rowOf(next)).status === "delivered" ? true : undefined), "next one")
    expect(rcptCommands.filter((to) => to.endsWith("evil.example"))).toEqual([])
    expect(received.every((m) => m.to.length === 1)).toBe(true)
  })

  it("writes mail for an account address stored before the rule as failed, and sends nothing to it", async () => {
    const [user] = await server.db.run<{ username: string }>(
      sql`UPDATE users SET email = ${list} WHERE userid = (SELECT min(userid) FROM users WHERE userid > 8 AND useractive)
          RETURNING username`,
    )
    await server.run((c) => c.password.forgot({ payload: { username: user!.username } }))
    const [row] = await server.db.run<{ status: string; last_error: string }>(
      sql`SELECT status, last_error FROM outbox WHERE to_address = ${list} AND template = 'password-reset'`,
    )
    expect(row).toEqual({ status: "failed", last_error: notOneRecipient })
    expect(rcptCommands.filter((to) => to.endsWith("evil.example"))).toEqual([])
  })

  it("has no demo outbox listing while SMTP is configured (404), even in demo mode", async () => {
    const answer = await fetch(`${server.url}/v1/dev/outbox`)
    expect(answer.status).toBe(404)
  })
})

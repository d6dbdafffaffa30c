import { describe, expect, it } from "vitest"
import { CLIENT_LOG_LIMITS } from "../domain/client-log.ts"
import type { ClientLogBatch, ClientLogEntry } from "../schema/client-log.ts"
import { NotFound, PayloadTooLarge, TooManyRequests, Unauthorized } from "../schema/errors.ts"
import { shipResultOfFailure } from "./client-log-sender.ts"
import { createClientLogShipper, type ShipResult, type ShipperOptions } from "./client-log-shipper.ts"

const event = (n: number, text = ""): ClientLogEntry => ({
  kind: "event",
  at: n,
  actor: "list#1",
  event: { type: "list.next", n, text },
})

/** A shipper on a hand-driven clock, answering with `answers` in turn (then "stored"). */
const setUp = (answers: ShipResult[] = [], over: Partial<ShipperOptions> = {}) => {
  const sent: ClientLogBatch[] = []
  const timers: Array<{ ms: number; run: () => void }> = []
  let session = true
  const shipper = createClientLogShipper({
    send: async (batch) => {
      sent.push(batch)
      return answers.shift() ?? { kind: "stored" }
    },
    hasSession: () => session,
    page: () => "/tickets",
    schedule: (ms, run) => {
      const timer = { ms, run }
      timers.push(timer)
      return () => timers.splice(timers.indexOf(timer), 1)
    },
    ...over,
  })
  /** Fires the one pending timer and waits for the send it starts. */
  const tick = async () => {
    const timer = timers.shift()
    if (!timer) throw new Error("no timer pending")
    timer.run()
    await shipper.flush()
    return timer.ms
  }
  return { shipper, sent, timers, tick, setSession: (on: boolean) => (session = on) }
}

describe("client log shipper", () => {
  it("sends queued entries as one batch after the batch interval, then nothing until more come", async () => {
    const { shipper, sent, timers, tick } = setUp()
    shipper.add(event(1))
    shipper.add(event(2))
    expect(timers).toHaveLength(1)
    expect(await tick()).toBe(CLIENT_LOG_LIMITS.batchIntervalMs)
    expect(sent).toEqual([{ page: "/tickets", entries: [event(1), event(2)] }])
    expect(shipper.pending()).toBe(0)
    expect(timers).toHaveLength(0)
  })

  it("splits by the entry count and the body size the server allows", async () => {
    const { shipper, sent, tick } = setUp()
    for (let i = 0; i < CLIENT_LOG_LIMITS.entriesPerBatch + 5; i++) shipper.add(event(i))
    await tick()
    await tick()
    expect(sent.map((b) => b.entries.length)).toEqual([CLIENT_LOG_LIMITS.entriesPerBatch, 5])

    const sized = setUp()
    const text = "x".repeat(CLIENT_LOG_LIMITS.valueChars - 100)
    for (let i = 0; i < 40; i++) sized.shipper.add(event(i, text))
    while (sized.shipper.pending() > 0) await sized.tick()
    const bytes = sized.sent.map((b) => new TextEncoder().encode(JSON.stringify(b)).length)
    expect(Math.max(...bytes)).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.bodyBytes)
    expect(sized.sent.flatMap((b) => b.entries)).toHaveLength(40)
    expect(sized.sent.length).toBeGreaterThan(1)
  })

  it("holds entries until a session exists, up to its buffer, and says how many it dropped", async () => {
    const { shipper, sent, tick, setSession } = setUp([], { limits: { bufferedEntries: 3 } })
    setSession(false)
    for (let i = 0; i < 5; i++) shipper.add(event(i))
    await tick()
    expect(sent).toHaveLength(0)
    expect(shipper.dropped()).toBe(2)
    setSession(true)
    await tick()
    expect(sent).toEqual([{ page: "/tickets", dropped: 2, entries: [event(0), event(1), event(2)] }])
    expect(shipper.dropped()).toBe(0)
  })

  it("waits as long as a 429 says, keeping the entries", async () => {
    const { shipper, sent, tick } = setUp([{ kind: "later", afterMs: 42_000 }])
    shipper.add(event(1))
    await tick()
    expect(shipper.pending()).toBe(1)
    expect(await tick()).toBe(42_000)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.entries).toEqual([event(1)])
    expect(shipper.pending()).toBe(0)
  })

  it("stops for good when the server's client log is off", async () => {
    const { shipper, sent, timers, tick } = setUp([{ kind: "off" }])
    shipper.add(event(1))
    await tick()
    expect(shipper.active()).toBe(false)
    shipper.add(event(2))
    expect(timers).toHaveLength(0)
    expect(sent).toHaveLength(1)
  })

  it("counts a refused batch as dropped and reports it with the next one", async () => {
    const { shipper, sent, tick } = setUp([{ kind: "refused" }])
    shipper.add(event(1))
    await tick()
    shipper.add(event(2))
    await tick()
    expect(sent[1]).toEqual({ page: "/tickets", dropped: 1, entries: [event(2)] })
  })

  it("treats a send that rejects as a reason to try later", async () => {
    const { shipper, tick } = setUp([], { send: () => Promise.reject(new Error("chunk failed to load")) })
    shipper.add(event(1))
    await tick()
    expect(shipper.pending()).toBe(1)
    expect(shipper.active()).toBe(true)
  })
})

describe("shipResultOfFailure", () => {
  it("maps the server's answers to what the shipper does", () => {
    expect(shipResultOfFailure(new TooManyRequests({ message: "m", retryAfterSeconds: 7 }))).toEqual({
      kind: "later",
      afterMs: 7000,
    })
    expect(shipResultOfFailure(new NotFound({ message: "off" }))).toEqual({ kind: "off" })
    expect(shipResultOfFailure(new PayloadTooLarge({ message: "big", limitBytes: 1 }))).toEqual({
      kind: "refused",
    })
    expect(shipResultOfFailure(new Unauthorized({ message: "x" })).kind).toBe("later")
  })
})

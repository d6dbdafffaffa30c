import { readFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { afterAll, describe, expect, it } from "vitest"
import { mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import type { TooManyRequests } from "../../core/schema/errors.ts"
import { type Db, openDatabase } from "../db/client.ts"
import { migrationsDir } from "../db/migrate.ts"
import { admitted } from "../http/ticket-export.handlers.ts"
import { makeClientLogThrottle } from "../client-log/client-log-throttle.ts"
import { Database, ExportGate, inTransaction } from "../services.ts"
import { countUploads } from "../tickets/attachment-store.ts"
import { openBlankDatabase } from "../testing/template-db.ts"
import { scratchDatabase } from "../testing/durability-round.ts"
import { makeExportGate } from "../tickets/export-gate.ts"
import { sweepLiveEvents } from "../events/live-sweep.ts"
import { sweepLimits } from "./limit-sweep.ts"
import { makeThrottle } from "./throttle.ts"

/**
 * The limits every server process shares: two handles on one database stand for two processes (on
 * PostgreSQL two connection pools; PGlite has one connection, so both handles are the same).
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
/** The limits' tables, as their migrations make them. */
const createTables = async (db: Db) => {
  for (const file of ["0026_rate_limits.sql", "0030_shared_limits.sql", "0037_live_events.sql"])
    await db.exec(readFileSync(join(migrationsDir, file), "utf8"))
}
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})
type Pair = { readonly a: Db; readonly b: Db }
const kinds: Array<[string, () => Promise<Pair>]> = [
  [
    "PGlite",
    async () => {
      const db = await openBlankDatabase()
      await createTables(db)
      cleanups.push(() => db.close())
      return { a: db, b: db }
    },
  ],
]
if (adminUrl !== "")
  kinds.push([
    "PostgreSQL",
    async () => {
      const database = await scratchDatabase(adminUrl, "portal_limits")
      const [a, b] = [
        await openDatabase({ databaseUrl: database.url }),
        await openDatabase({ databaseUrl: database.url }),
      ]
      await createTables(a)
      cleanups.push(async () => {
        await Promise.all([a.close(), b.close()])
        await database.drop()
      })
      return { a, b }
    },
  ])
const request = HttpServerRequest.fromWeb(new Request("http://portal.test/v1/login"))
const outcome = (effect: Effect.Effect<void, TooManyRequests, HttpServerRequest.HttpServerRequest>) =>
  Effect.runPromise(
    effect.pipe(
      Effect.as("ok" as const),
      Effect.catch((refused) => Effect.succeed(refused)),
      Effect.provideService(HttpServerRequest.HttpServerRequest, request),
    ),
  )
const limit = (name: string, points: number) => ({ name, points, windowSeconds: 60 })
const refusal = (seconds: number) => `Too many. Try again in ${seconds} seconds.`

describe.each(kinds)("limits shared in the database on %s", (_, open) => {
  let pair: Pair
  const dbOf = async () => {
    pair ??= await open()
    return pair
  }

  it("count every process's calls for a key against one limit; past it 429 with the seconds left", async () => {
    const { a, b } = await dbOf()
    const [onA, onB] = [a, b].map((db) => makeThrottle(db, limit("t-shared", 3), refusal))
    const answers = []
    for (const throttle of [onA!, onB!, onA!, onB!]) answers.push(await outcome(throttle("203.0.113.7")))
    expect(answers.slice(0, 3)).toEqual(["ok", "ok", "ok"])
    const refused = answers[3] as TooManyRequests
    expect(refused._tag).toBe("TooManyRequests")
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect(refused.message).toBe(refusal(refused.retryAfterSeconds))
    // Another key has its own count; an ended window starts a new one.
    expect(await outcome(onB!("203.0.113.8"))).toBe("ok")
    await a.run(
      sql`UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE name = 't-shared'`,
    )
    expect(await outcome(onA!("203.0.113.7"))).toBe("ok")
  }, 120_000)

  it("count the files every process stores for a user against one upload allowance; a refusal counts none", async () => {
    const { a, b } = await dbOf()
    const upload = (db: Db, userid: number, files: number) =>
      Effect.runPromise(
        inTransaction(countUploads(userid, files)).pipe(
          Effect.as("ok" as const),
          Effect.catch((refused) => Effect.succeed(refused)),
          Effect.provideService(Database, db),
        ),
      )
    const answers = [await upload(a, 41, 30), await upload(b, 41, 20), await upload(a, 41, 10)]
    expect(answers).toEqual(["ok", "ok", "ok"])
    const refused = (await upload(b, 41, 1)) as TooManyRequests
    expect(refused).toMatchObject({ _tag: "TooManyRequests" })
    expect(refused.message).toBe(mailLimitText(USAGE_LIMITS.upload, refused.retryAfterSeconds))
    const [row] = await a.run<{ hits: number }>(
      sql`SELECT hits FROM rate_limits WHERE name = 'upload' AND subject = '41'`,
    )
    expect(row!.hits).toBe(USAGE_LIMITS.upload.points)
    expect(await upload(a, 42, 10)).toBe("ok")
  }, 120_000)

  it("count the exports every process starts for a user against one allowance, past the leases", async () => {
    const { a, b } = await dbOf()
    const start = (db: Db, userid: number) =>
      outcome(
        admitted(userid, () => Effect.void).pipe(
          Effect.provideService(ExportGate, makeExportGate(db, 2)),
          Effect.provideService(Database, db),
        ),
      )
    const points = USAGE_LIMITS.ticketExport.points
    const answers = []
    for (let n = 0; n < points; n++) answers.push(await start(n % 2 === 0 ? a : b, 51))
    expect(answers).toEqual(Array(points).fill("ok"))
    const refused = (await start(b, 51)) as TooManyRequests
    expect(refused).toMatchObject({ _tag: "TooManyRequests" })
    expect(refused.message).toBe(mailLimitText(USAGE_LIMITS.ticketExport, refused.retryAfterSeconds))
    // The refused start gave its place back; another user starts.
    expect(await a.run(sql`SELECT userid FROM export_leases`)).toEqual([])
    expect(await start(a, 52)).toBe("ok")
  }, 120_000)

  it("count a user's client log batches from every process and session against one per-user bound", async () => {
    const { a, b } = await dbOf()
    const [onA, onB] = [a, b].map((db) => makeClientLogThrottle(db, 4))
    // The handler keys the throttle by user id, whichever session and process a batch arrives at.
    const answers = []
    for (const throttle of [onA!, onB!, onA!, onB!, onA!]) answers.push(await outcome(throttle("61")))
    expect(answers.slice(0, 4)).toEqual(["ok", "ok", "ok", "ok"])
    const refused = answers[4] as TooManyRequests
    expect(refused.message).toBe(
      `Too many client log batches from your account: at most 4 a minute across all your sessions. Try again in ${refused.retryAfterSeconds} seconds.`,
    )
    expect(await outcome(onB!("62"))).toBe("ok")
  }, 120_000)

  it("sweep only ended windows of the limits named, at most a batch per limit and sweep", async () => {
    const { a } = await dbOf()
    await a.run(sql`INSERT INTO rate_limits (name, subject, window_start, hits)
      SELECT 's-' || k, 'key-' || n, now() - make_interval(secs => CASE WHEN n <= 5 THEN 61 ELSE 30 END), 1
      FROM generate_series(1, 7) AS n, (VALUES ('swept'), ('other')) AS names(k)`)
    const sweep = (batch: number) =>
      Effect.runPromise(Effect.provideService(sweepLimits([limit("s-swept", 1)], batch), Database, a))
    expect([await sweep(3), await sweep(3), await sweep(3)]).toEqual([3, 2, 0])
    const left = await a.run<{ name: string; n: number }>(
      sql`SELECT name, count(*)::int AS n FROM rate_limits WHERE name LIKE 's-%' GROUP BY name ORDER BY name`,
    )
    expect(left).toEqual([
      { name: "s-other", n: 7 },
      { name: "s-swept", n: 2 },
    ])
  }, 120_000)

  it("sweep live events past their catch-up window, oldest first, and the places of stopped streams", async () => {
    const { a } = await dbOf()
    await a.run(sql`INSERT INTO live_events (kind, ticketid, companyid, created)
      SELECT 'ticket.comment', n, 1, now() - make_interval(mins => CASE WHEN n <= 4 THEN 61 ELSE 59 END)
      FROM generate_series(1, 6) AS n`)
    await a.run(sql`INSERT INTO live_streams (streamid, userid, expires)
      VALUES ('gone', 1, now() - interval '1 second'), ('open', 1, now() + interval '60 seconds')`)
    const sweep = (batch: number) =>
      Effect.runPromise(Effect.provideService(sweepLiveEvents(batch), Database, a))
    expect(await sweep(3)).toBe(4)
    expect(await sweep(3)).toBe(1)
    expect(await sweep(3)).toBe(0)
    const kept = await a.run<{ ticketid: number }>(sql`SELECT ticketid FROM live_events ORDER BY eventid`)
    expect(kept.map((r) => r.ticketid)).toEqual([5, 6])
    const streams = await a.run<{ streamid: string }>(sql`SELECT streamid FROM live_streams`)
    expect(streams).toEqual([{ streamid: "open" }])
    // All old: the newest stays, so a reconnecting client can tell what it missed was swept.
    await a.run(sql`UPDATE live_events SET created = now() - interval '2 hours'`)
    expect(await sweep(3)).toBe(1)
    const last = await a.run<{ ticketid: number }>(sql`SELECT ticketid FROM live_events`)
    expect(last).toEqual([{ ticketid: 6 }])
  }, 120_000)

  it("admit exports across processes: one per user, `atOnce` in all, a place given back is free", async () => {
    const { a, b } = await dbOf()
    const [gateA, gateB] = [makeExportGate(a, 2), makeExportGate(b, 2)]
    const enter = (gate: typeof gateA, userid: number) => Effect.runPromise(gate.enter(userid))
    const first = await enter(gateA, 1)
    expect(await enter(gateB, 1)).toEqual({ refused: "ownExportRunning" })
    const second = await enter(gateB, 2)
    expect(await enter(gateA, 3)).toEqual({ refused: "serverBusy" })
    expect([gateA.running(), gateB.running()]).toEqual([1, 1])
    if ("refused" in first || "refused" in second) throw new Error("no place")
    await Effect.runPromise(first.leave)
    const third = await enter(gateB, 3)
    expect("keep" in third).toBe(true)
    for (const place of [second, third]) if ("leave" in place) await Effect.runPromise(place.leave)
    expect(await a.run(sql`SELECT userid FROM export_leases`)).toEqual([])
  }, 120_000)

  it("free the place of a process that died holding it once its lease runs out; its late release ends nothing", async () => {
    const { a, b } = await dbOf()
    const [gateA, gateB] = [makeExportGate(a, 1), makeExportGate(b, 1)]
    const dead = await Effect.runPromise(gateA.enter(7)) // never renewed, never released
    expect(await Effect.runPromise(gateB.enter(8))).toEqual({ refused: "serverBusy" })
    await a.run(sql`UPDATE export_leases SET expires = now() - interval '1 second'`)
    const again = await Effect.runPromise(gateB.enter(7))
    expect("keep" in again).toBe(true)
    if ("leave" in dead) await Effect.runPromise(dead.leave)
    expect(await a.run(sql`SELECT userid FROM export_leases`)).toEqual([{ userid: 7 }])
    if ("leave" in again) await Effect.runPromise(again.leave)
  }, 120_000)

  it("renew a lease while its export runs", async () => {
    const { a } = await dbOf()
    const gate = makeExportGate(a, 1, { ttlSeconds: 60, renewSeconds: 0.05 })
    const place = await Effect.runPromise(gate.enter(9))
    if ("refused" in place) throw new Error("no place")
    await a.run(sql`UPDATE export_leases SET expires = now() + interval '5 seconds'`)
    await Effect.runPromise(place.keep(Effect.sleep("300 millis")))
    const [row] = await a.run<{ left: number }>(
      sql`SELECT extract(epoch FROM expires - now())::int AS left FROM export_leases`,
    )
    expect(row!.left).toBeGreaterThan(30)
    await Effect.runPromise(place.leave)
  }, 120_000)
})

describe.runIf(adminUrl !== "")("limits under concurrency on PostgreSQL", () => {
  it("N calls at once from two processes: exactly `points` pass; N admissions at once: exactly `atOnce` places", async () => {
    const { a, b } = await kinds[1]![1]()
    const throttles = [a, b].map((db) => makeThrottle(db, limit("c-race", 7), refusal))
    const calls = await Promise.all(
      Array.from({ length: 24 }, (_, n) => outcome(throttles[n % 2]!("198.51.100.1"))),
    )
    expect(calls.filter((c) => c === "ok")).toHaveLength(7)
    const [row] = await a.run<{ hits: number }>(sql`SELECT hits FROM rate_limits WHERE name = 'c-race'`)
    expect(row!.hits).toBe(24)
    const gates = [a, b].map((db) => makeExportGate(db, 3))
    const entries = await Promise.all(
      Array.from({ length: 12 }, (_, n) => Effect.runPromise(gates[n % 2]!.enter(100 + n))),
    )
    expect(entries.filter((e) => "keep" in e)).toHaveLength(3)
    expect(entries.filter((e) => "refused" in e && e.refused === "serverBusy")).toHaveLength(9)
    const [held] = await a.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM export_leases`)
    expect(held!.n).toBe(3)
  }, 120_000)
})

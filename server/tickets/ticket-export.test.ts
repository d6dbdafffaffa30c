import { randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect, Exit, Fiber } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Database, XlsxWorkers } from "../services.ts"
import { testServerKinds } from "../testing/server-kinds.ts"
import { exportQuery, type TestServer } from "../testing/test-server.ts"
import { exportTickets } from "./ticket-export.ts"
import type { StorePart, XlsxWorkers as Workers } from "./ticket-xlsx.worker-pool.ts"

/**
 * exportTickets with a stand-in worker that stores parts and then does what a failing export does:
 * the worker fails, the export's row is swept under it, the client goes away. Whatever happens half
 * way, nothing is left to serve and no part stays behind; on success the parts are served in order.
 */
const { kinds, stopAll } = testServerKinds("portal_ticket_export")
afterAll(stopAll, 60_000)

const part = (byte: number) => new Uint8Array(1000).fill(byte)

/** A worker whose `write` runs `step` with the export's part store; `finish` stores a last part. */
const standIn = (step: (store: StorePart) => Promise<void>): Workers => ({
  open: async (_zone, store) => ({
    sheet: { write: () => step(store), finish: () => store(part(9)) },
    done: () => undefined,
  }),
  close: async () => undefined,
})

describe.each(kinds)("exportTickets on %s", (_kind, start) => {
  let server: TestServer
  beforeAll(async () => {
    server = await start()
  }, 240_000)

  const { timezone: _zone, ...q } = exportQuery({})
  const exporting = (workers: Workers) =>
    // A lease no process holds: nothing else runs here, and each export sweeps before it starts.
    exportTickets({ all: true }, q, "UTC", { userid: 1, holder: randomUUID() }).pipe(
      Effect.provideService(Database, server.db),
      Effect.provideService(XlsxWorkers, workers),
    )
  const counts = async () =>
    (
      await server.db.run<{ rows: number; parts: number }>(
        sql`SELECT (SELECT count(*)::int FROM ticket_exports WHERE userid = 1) AS rows,
                   (SELECT count(*)::int FROM ticket_export_parts) AS parts`,
      )
    )[0]
  const failsLeavingNothing = async (workers: Workers) => {
    const exit = await Effect.runPromiseExit(exporting(workers))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(await counts()).toEqual({ rows: 0, parts: 0 })
  }

  it("stores every part, then gives the row the size and count of its parts", async () => {
    const done = await Effect.runPromise(
      exporting(
        standIn(async (store) => {
          await store(part(1))
          await store(part(2))
        }),
      ),
    )
    const [row] = await server.db.run<{ size: number; parts: number }>(
      sql`SELECT size::int, parts FROM ticket_exports WHERE fileid = ${done.fileid}`,
    )
    expect(row).toEqual({ size: 3000, parts: 3 })
    await server.db.run(sql`DELETE FROM ticket_exports WHERE fileid = ${done.fileid}`)
  })

  it("leaves nothing when the worker fails half way", async () => {
    await failsLeavingNothing(
      standIn(async (store) => {
        await store(part(1))
        await store(part(2))
        throw new Error("the spreadsheet worker exited (1)")
      }),
    )
  })

  it("leaves nothing when its row is swept while it writes (a part cannot be stored)", async () => {
    await failsLeavingNothing(
      standIn(async (store) => {
        await store(part(1))
        await server.db.run(sql`DELETE FROM ticket_exports WHERE userid = 1`)
        await store(part(2))
      }),
    )
  })

  it("leaves nothing when the client goes away half way", async () => {
    let stored: () => void = () => undefined
    const halfway = new Promise<void>((resolve) => {
      stored = resolve
    })
    const fiber = Effect.runFork(
      exporting(
        standIn(async (store) => {
          await store(part(1))
          stored()
          await new Promise(() => undefined)
        }),
      ),
    )
    await halfway
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(await counts()).toEqual({ rows: 0, parts: 0 })
  })
})

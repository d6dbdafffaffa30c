import { randomBytes, randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Database } from "../services.ts"
import { testServerKinds } from "../testing/server-kinds.ts"
import type { TestServer } from "../testing/test-server.ts"
import { completeExport, removeStaleExports, startExport, storePart } from "./export-parts.ts"
import { contentValue } from "./file-contents.ts"

/**
 * An export's storage (migration 0039) on PGlite and PostgreSQL: parts served in order as one
 * download, an unfinished export never served and swept once no lease keeps it, and an export stored
 * before the migration (bytes in `content`) still served.
 */
const { kinds, stopAll } = testServerKinds("portal_export_parts")
afterAll(stopAll, 60_000)

describe.each(kinds)("export parts on %s", (_kind, start) => {
  let server: TestServer
  let session: string
  let userid: number
  beforeAll(async () => {
    server = await start()
    session = await server.signIn("acme.user")
    const [user] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = 'acme.user'`,
    )
    userid = user!.userid
  }, 240_000)

  const run = <A>(effect: Effect.Effect<A, never, Database>) =>
    Effect.runPromise(Effect.provideService(effect, Database, server.db))
  const download = async (fileid: string) => {
    const response = await fetch(`${server.url}/v1/excel/files/${fileid}`, {
      headers: { authorization: `EC ${session}` },
    })
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
  }
  const left = async (fileid: string) => {
    const [row] = await server.db.run<{ rows: number; parts: number }>(
      sql`SELECT (SELECT count(*)::int FROM ticket_exports WHERE fileid = ${fileid}) AS rows,
                 (SELECT count(*)::int FROM ticket_export_parts WHERE fileid = ${fileid}) AS parts`,
    )
    return row
  }
  /** An export of `parts` stored under the lease `holder` but not finished, as a killed process leaves it. */
  const unfinished = async (parts: ReadonlyArray<Uint8Array>, holder = randomUUID()) => {
    const fileid = randomUUID()
    await run(startExport(fileid, userid, 1, holder))
    for (const [i, bytes] of parts.entries()) await run(storePart(fileid, i, bytes))
    return fileid
  }

  it("serves a finished export's parts in order as one download of the bytes written", async () => {
    const parts = [randomBytes(512 * 1024), randomBytes(512 * 1024), randomBytes(1000)]
    const fileid = await unfinished(parts)
    await run(completeExport(fileid, { parts: 3, size: 2 * 512 * 1024 + 1000 }))
    const got = await download(fileid)
    expect(got.status).toBe(200)
    expect(got.bytes.equals(Buffer.concat(parts))).toBe(true)
  })

  it("never serves an unfinished export, and refuses to finish one whose parts do not add up", async () => {
    const fileid = await unfinished([randomBytes(100), randomBytes(100)])
    expect((await download(fileid)).status).toBe(404)
    const wrong = run(completeExport(fileid, { parts: 3, size: 300 }))
    await expect(wrong).rejects.toThrow("lost parts")
    expect((await download(fileid)).status).toBe(404)
  })

  it("sweeps an unfinished export once its lease is gone, parts and all", async () => {
    const holder = randomUUID()
    const fileid = await unfinished([randomBytes(100), randomBytes(100)], holder)
    // Its lease lives: the export may still be running on another process, so it stays.
    await server.db.run(
      sql`INSERT INTO export_leases (userid, holder, expires) VALUES (${userid}, ${holder}, now() + interval '1 minute')`,
    )
    await run(removeStaleExports())
    expect(await left(fileid)).toEqual({ rows: 1, parts: 2 })
    // The lease ran out: its process died (a running export renews it every 20 s).
    await server.db.run(
      sql`UPDATE export_leases SET expires = now() - interval '1 second' WHERE holder = ${holder}`,
    )
    await run(removeStaleExports())
    expect(await left(fileid)).toEqual({ rows: 0, parts: 0 })
    await server.db.run(sql`DELETE FROM export_leases WHERE holder = ${holder}`)
  })

  it("removes what a killed export left when its user's next export starts", async () => {
    // Its lease ran out (or was swept by an admission): the user may export again.
    const fileid = await unfinished([randomBytes(100)])
    const response = await fetch(`${server.url}/v1/excel/tickets?timezone=UTC`, {
      headers: { authorization: `EC ${session}` },
    })
    expect(response.status).toBe(200)
    expect(await left(fileid)).toEqual({ rows: 0, parts: 0 })
    const { url } = (await response.json()) as { url: string }
    expect((await download(url.split("/").pop()!)).status).toBe(200)
  })

  it("still serves an export stored whole in its row before migration 0039", async () => {
    const fileid = randomUUID()
    const bytes = randomBytes(700 * 1024)
    await server.db.run(
      sql`INSERT INTO ticket_exports (fileid, userid, row_count, content) VALUES (${fileid}, ${userid}, 1, ${contentValue(bytes)})`,
    )
    const got = await download(fileid)
    expect(got.status).toBe(200)
    expect(got.bytes.equals(bytes)).toBe(true)
  })
})

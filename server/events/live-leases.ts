import { randomUUID } from "node:crypto"
import { sql } from "drizzle-orm"
import { LIVE_LIMITS } from "../../core/domain/live/live-events.ts"
import type { Db } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"

/** Advisory lock class of the per-user stream count (the second key is the user id). */
const LOCK_CLASS = 7_310_029

const ttl = LIVE_LIMITS.leaseSeconds

/**
 * Takes a stream place for the user in `live_streams` (migration 0037), shared by every process:
 * at most `LIVE_LIMITS.streamsPerUser` unexpired rows. The user's advisory lock makes two opens at
 * once take turns, so both cannot see the last free place. Undefined: the bound is reached.
 */
export const takeStreamPlace = (db: Db, userid: number): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    await tx.run(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int, ${userid}::int)`)
    await tx.run(sql`DELETE FROM live_streams WHERE userid = ${userid} AND expires <= now()`)
    const [held] = await runRows(
      tx,
      { n: computed<number>() },
      sql`SELECT count(*)::int AS n FROM live_streams WHERE userid = ${userid}`,
    )
    if ((held?.n ?? 0) >= LIVE_LIMITS.streamsPerUser) return undefined
    const streamid = randomUUID()
    await tx.run(
      sql`INSERT INTO live_streams (streamid, userid, expires)
          VALUES (${streamid}, ${userid}, now() + make_interval(secs => ${ttl}))`,
    )
    return streamid
  })

/** Keeps the place another lease (each heartbeat). */
export const renewStreamPlace = (db: Db, streamid: string) =>
  db.run(
    sql`UPDATE live_streams SET expires = now() + make_interval(secs => ${ttl}) WHERE streamid = ${streamid}`,
  )

/** Gives the place back when the stream ends. */
export const releaseStreamPlace = (db: Db, streamid: string) =>
  db.run(sql`DELETE FROM live_streams WHERE streamid = ${streamid}`)

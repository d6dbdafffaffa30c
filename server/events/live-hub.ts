import { sql } from "drizzle-orm"
import {
  LIVE_LIMITS,
  type LiveEventRow,
  type LiveReceiver,
  isCatchUpIncomplete,
  mayReceive,
} from "../../core/domain/live/live-events.ts"
import type { Db } from "../db/client.ts"
import { computed, runRows } from "../db/rows.ts"
import { LIVE_CHANNEL } from "./live-channel.ts"

/** One open stream: who it is for and where its frames go. */
export interface LiveSubscriber {
  readonly receiver: LiveReceiver
  readonly send: (row: LiveEventRow) => void
  /** Its catch-up is incomplete: the client reads everything again and goes on after `id`. */
  readonly reset: (id: number) => void
}

/**
 * The process's one listener (issue 29): every committed event's id arrives by NOTIFY, its row is
 * read once and handed to each open stream of this process that may receive it (`mayReceive`).
 */
export interface LiveHub {
  /**
   * Adds a stream; with `afterId` (Last-Event-ID) it first replays the events after it, in scope,
   * or, when that catch-up would be incomplete, tells the stream to reset.
   */
  readonly subscribe: (subscriber: LiveSubscriber, afterId?: number) => Promise<() => void>
  readonly size: () => number
  readonly close: () => Promise<void>
}

const columns = sql`eventid::int AS eventid, kind, ticketid, companyid, userid, audience, conversationid`
/** The result columns of `columns`, as `LiveEventRow` names them. */
const rowShape = {
  eventid: computed<number>(),
  kind: computed<LiveEventRow["kind"]>(),
  ticketid: computed<number | null>(),
  companyid: computed<number>(),
  userid: computed<number | null>(),
  audience: computed<LiveEventRow["audience"]>(),
  conversationid: computed<number | null>(),
}

interface Entry {
  readonly subscriber: LiveSubscriber
  lastSent: number
  /** Live rows that arrived while the catch-up was read. */
  held: Array<LiveEventRow> | undefined
}

const deliver = (entry: Entry, row: LiveEventRow) => {
  if (row.eventid <= entry.lastSent || !mayReceive(entry.subscriber.receiver, row)) return
  entry.lastSent = row.eventid
  entry.subscriber.send(row)
}

export const makeLiveHub = (db: Db): LiveHub => {
  const entries = new Set<Entry>()
  let stop: Promise<() => Promise<void>> | undefined
  let highest = 0
  let chain = Promise.resolve()
  const dispatch = (rows: ReadonlyArray<LiveEventRow>) => {
    for (const row of rows) {
      highest = Math.max(highest, row.eventid)
      for (const entry of entries) {
        if (entry.held) entry.held.push(row)
        else deliver(entry, row)
      }
    }
  }
  // One read at a time, in arrival order; an empty payload (listener reconnected) reads the range missed.
  const onPayload = (payload: string) => {
    chain = chain
      .then(async () => {
        const id = Number(payload)
        const rows = await runRows(
          db,
          rowShape,
          payload !== "" && Number.isSafeInteger(id)
            ? sql`SELECT ${columns} FROM live_events WHERE eventid = ${id}`
            : sql`SELECT ${columns} FROM live_events WHERE eventid > ${highest} ORDER BY eventid LIMIT ${LIVE_LIMITS.catchUpMax}`,
        )
        dispatch(rows)
      })
      .catch((error: unknown) => console.error(`live events: ${(error as Error).message}`))
  }
  const start = async () => {
    const [top] = await runRows(
      db,
      { top: computed<number>() },
      sql`SELECT coalesce(max(eventid), 0)::int AS top FROM live_events`,
    )
    highest = Math.max(highest, top?.top ?? 0)
    return db.listen(LIVE_CHANNEL, onPayload)
  }
  return {
    subscribe: async (subscriber, afterId) => {
      // A listener that failed to start (the database away for a moment) is tried again by the
      // next stream, not kept failed for the life of the process.
      stop ??= start().catch((error: unknown) => {
        stop = undefined
        throw error
      })
      await stop
      const entry: Entry = {
        subscriber,
        lastSent: afterId ?? highest,
        held: afterId === undefined ? undefined : [],
      }
      entries.add(entry)
      if (afterId !== undefined) {
        const [kept] = await runRows(
          db,
          { oldest: computed<number | null>(), newest: computed<number>() },
          sql`SELECT min(eventid)::int AS oldest, coalesce(max(eventid), 0)::int AS newest FROM live_events`,
        )
        const missed = await runRows(
          db,
          rowShape,
          sql`SELECT ${columns} FROM live_events WHERE eventid > ${afterId}
               ORDER BY eventid LIMIT ${LIVE_LIMITS.catchUpMax + 1}`,
        )
        if (kept && isCatchUpIncomplete(afterId, kept, missed.length)) {
          entry.lastSent = Math.max(kept.newest, ...missed.map((r) => r.eventid))
          subscriber.reset(entry.lastSent)
        } else for (const row of missed) deliver(entry, row)
        const held = entry.held ?? []
        entry.held = undefined
        for (const row of held) deliver(entry, row)
      }
      return () => {
        entries.delete(entry)
      }
    },
    size: () => entries.size,
    close: async () => {
      entries.clear()
      if (stop) await (await stop)()
    },
  }
}

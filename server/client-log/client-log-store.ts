import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import type { ClientLogBatch } from "../../core/schema/client-log.ts"
import { query } from "../services.ts"
import { scrubEntry, scrubText } from "./client-log-scrub.ts"

/** Old entries are deleted at most this often per server process, as new ones arrive. */
const PRUNE_EVERY_MS = 60 * 60 * 1000
let lastPrune = 0

const pruneOld = Effect.suspend(() => {
  const now = Date.now()
  if (now - lastPrune < PRUNE_EVERY_MS) return Effect.void
  lastPrune = now
  return query(
    sql`DELETE FROM client_log WHERE received < now() - make_interval(days => ${CLIENT_LOG_LIMITS.retentionDays})`,
  )
})

/**
 * Stores a batch as one row per entry (a count of dropped entries is a row too), for the caller's
 * user: every value scrubbed of passwords and session ids first (`client-log-scrub.ts`), never the
 * session itself. Answers how many rows were stored.
 */
export const storeClientLog = Effect.fn("storeClientLog")(function* (caller: Caller, batch: ClientLogBatch) {
  const rows: Array<{ kind: "event" | "failure" | "dropped"; entry: unknown }> = batch.entries.map(
    (entry) => ({ kind: entry.kind, entry: scrubEntry(entry, caller.sessionID) }),
  )
  if (batch.dropped) rows.push({ kind: "dropped", entry: { dropped: batch.dropped } })
  if (rows.length === 0) return 0
  const page = scrubText(batch.page, caller.sessionID)
  yield* query(
    sql`INSERT INTO client_log (userid, page, kind, entry)
        SELECT ${caller.userID}, ${page}, r.kind, r.entry
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(kind text, entry jsonb)`,
  )
  yield* pruneOld
  return rows.length
})

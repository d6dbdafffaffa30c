import { sql } from "drizzle-orm"
import type { LiveEventKind } from "../../core/domain/live/live-events.ts"
import { query } from "../services.ts"
import { LIVE_CHANNEL } from "./live-channel.ts"

/**
 * Records a live event on the surrounding transaction and signals it: `pg_notify` inside a
 * transaction is delivered to every listening process only when it commits, so a rolled-back change
 * is never announced and a receiver never reads a change before it is visible.
 */
export const publishLive = (
  kind: LiveEventKind,
  companyid: number,
  ticketid: number | null,
  userid?: number,
) =>
  query(
    sql`WITH e AS (
          INSERT INTO live_events (kind, ticketid, companyid, userid)
          VALUES (${kind}, ${ticketid}::int, ${companyid}::int, ${userid ?? null}::int) RETURNING eventid)
        SELECT pg_notify(${LIVE_CHANNEL}, eventid::text) FROM e`,
  )

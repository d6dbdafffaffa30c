import { sql } from "drizzle-orm"
import type { LiveAudience, LiveEventKind } from "../../core/domain/live/live-events.ts"
import { query } from "../services.ts"
import { LIVE_CHANNEL } from "./live-channel.ts"

/** A support conversation's event: its company, its customer and the conversation, never its text. */
export interface ChatEventSubject {
  readonly companyid: number
  readonly customerid: number
  readonly conversationid: number
}

const insertLive = (
  kind: LiveEventKind,
  audience: LiveAudience,
  row: { companyid: number; ticketid: number | null; userid: number | null; conversationid: number | null },
) =>
  query(
    sql`WITH e AS (
          INSERT INTO live_events (kind, ticketid, companyid, userid, audience, conversationid)
          VALUES (${kind}, ${row.ticketid}::int, ${row.companyid}::int, ${row.userid}::int, ${audience},
                  ${row.conversationid}::int) RETURNING eventid)
        SELECT pg_notify(${LIVE_CHANNEL}, eventid::text) FROM e`,
  )

/**
 * Records a live event on the surrounding transaction and signals it: `pg_notify` inside a
 * transaction is delivered to every listening process only when it commits, so a rolled-back change
 * is never announced and a receiver never reads a change before it is visible. With `userid` the
 * event is that user's alone (audience `user`), else the company's readers' (`company`).
 */
export const publishLive = (
  kind: LiveEventKind,
  companyid: number,
  ticketid: number | null,
  userid?: number,
) =>
  insertLive(kind, userid === undefined ? "company" : "user", {
    companyid,
    ticketid,
    userid: userid ?? null,
    conversationid: null,
  })

/** A support chat event (audience `provider`): the conversation's customer and the provider side. */
export const publishChatLive = (kind: "chat.message" | "chat.status", subject: ChatEventSubject) =>
  insertLive(kind, "provider", {
    companyid: subject.companyid,
    ticketid: null,
    userid: subject.customerid,
    conversationid: subject.conversationid,
  })

import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Notification, NotificationPage } from "../../core/schema/notification.ts"
import { queryRows } from "../services.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { notificationCounts, notifications, users } from "../db/schema.ts"

const notificationRow = {
  // bigint: text on node-postgres, a number on PGlite
  id: computed<string | number>(),
  event_type: computed<Notification["event"]["type"]>(),
  message: notifications.message,
  link: notifications.link,
  seen: notifications.seen,
  created_at: notifications.createdAt,
  sender_name: computed<string | null>(),
  profilepicture: users.profilepicture,
}

const toNotification = (r: RowOf<typeof notificationRow>): Notification => ({
  id: Number(r.id),
  event: { type: r.event_type, message: r.message },
  seen: r.seen,
  link: r.link,
  created_at: new Date(r.created_at).toISOString(),
  sender: { name: r.sender_name, profilepicture: r.profilepicture },
})

/** `unseen` counts at most this many (the panel shows the count of the loaded ones). */
export const UNSEEN_COUNT_CAP = 100

/**
 * One page of a user's notifications, newest first, with whether older ones follow and how many
 * are unseen. The offset becomes a keyset: each row carries its rank in the user's notifications
 * and the user's counter row the last rank and the unseen count (migration 0020, kept by triggers),
 * so the page reads `limit + 1` rows by the (userid, rank) index and nothing else, at offset 0 as
 * at offset 5,000, for a user with 20 notifications as for one with 100,000.
 */
export const listNotifications = Effect.fn("listNotifications")(function* (
  userid: number,
  page: { readonly offset: number; readonly limit: number },
) {
  const [counts] = yield* queryRows(
    // bigint: text on node-postgres, a number on PGlite
    { last_rank: computed<string | number>(), unseen: notificationCounts.unseen },
    sql`SELECT last_rank, unseen FROM notification_counts WHERE userid = ${userid}`,
  )
  const top = Number(counts?.last_rank ?? 0) - page.offset
  const rows =
    top <= 0
      ? []
      : yield* queryRows(
          notificationRow,
          sql`SELECT n.id, n.event_type, n.message, n.link, n.seen, n.created_at,
                     coalesce(n.sender_name, trim(s.firstname || ' ' || s.lastname)) AS sender_name,
                     CASE WHEN n.sender_name IS NULL THEN s.profilepicture END AS profilepicture
                FROM (SELECT * FROM notifications WHERE userid = ${userid} AND rank <= ${top}
                       ORDER BY rank DESC LIMIT ${page.limit + 1}) n
                LEFT JOIN users s ON s.userid = n.sender_userid
               ORDER BY n.rank DESC`,
        )
  return {
    items: rows.slice(0, page.limit).map(toNotification),
    hasMore: rows.length > page.limit,
    // The contract counts at most UNSEEN_COUNT_CAP (the panel shows the count of the loaded ones).
    unseen: Math.min(counts?.unseen ?? 0, UNSEEN_COUNT_CAP),
  } satisfies NotificationPage
})

/** Marks every unseen notification of the user seen; returns how many. */
export const markAllSeen = Effect.fn("markAllSeen")(function* (userid: number) {
  const rows = yield* queryRows(
    { id: computed<string | number>() },
    sql`UPDATE notifications SET seen = true WHERE userid = ${userid} AND NOT seen RETURNING id`,
  )
  return rows.length
})

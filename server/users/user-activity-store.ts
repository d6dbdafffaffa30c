import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { UserActivityAction } from "../../core/domain/user-activity.ts"
import type { UserActivity } from "../../core/schema/user-activity.ts"
import { query, queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { userActivities } from "../db/schema.ts"

/** What happened to a user account, by whom (null: the system), with a small secret-free description. */
export interface UserActivityEntry {
  readonly userid: number
  readonly action: UserActivityAction
  readonly createdBy: number | null
  readonly details?: Readonly<Record<string, unknown>>
}

/**
 * Adds one entry to a user's timeline. Call it inside `inTransaction` with the change it records,
 * so the entry commits or rolls back with it.
 */
export const recordUserActivity = Effect.fn("recordUserActivity")(function* (entry: UserActivityEntry) {
  yield* query(
    sql`INSERT INTO user_activities (userid, action, created_by, details)
        VALUES (${entry.userid}, ${entry.action}, ${entry.createdBy}, ${JSON.stringify(entry.details ?? {})}::jsonb)`,
  )
})

const activityShape = {
  // bigint: text on node-postgres, a number on PGlite
  id: computed<string | number>(),
  action: computed<UserActivityAction>(),
  created_by: userActivities.createdBy,
  created_by_name: computed<string | null>(),
  created_date: userActivities.createdDate,
  details: userActivities.details,
  total: computed<number>(),
}

/** One page of a user's timeline, newest first, and how many entries the user has. */
export const listUserActivity = Effect.fn("listUserActivity")(function* (
  userid: number,
  page: { readonly offset: number; readonly limit: number },
) {
  const rows = yield* queryRows(
    activityShape,
    sql`SELECT a.id, a.action, a.created_by, a.created_date, a.details,
               CASE WHEN b.userid IS NULL THEN NULL ELSE trim(b.firstname || ' ' || b.lastname) END AS created_by_name,
               count(*) OVER ()::int AS total
          FROM user_activities a LEFT JOIN users b ON b.userid = a.created_by
         WHERE a.userid = ${userid}
         ORDER BY a.created_date DESC, a.id DESC
         OFFSET ${page.offset} LIMIT ${page.limit}`,
  )
  const items: UserActivity[] = rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    createdDate: new Date(r.created_date).toISOString(),
    details: r.details ?? {},
  }))
  const count =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : Number(
          (yield* queryRows(
            { n: computed<number>() },
            sql`SELECT count(*)::int AS n FROM user_activities WHERE userid = ${userid}`,
          ))[0]?.n ?? 0,
        ))
  return { items, count }
})

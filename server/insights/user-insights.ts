import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { USER_TICKETS_ROWS, type UserLogins, type UserTickets } from "../../core/schema/insights.ts"
import { scopeCondition } from "../auth/scope.ts"
import { query } from "../services.ts"
import { frameCondition, type InsightsFrame } from "./insights-scope.ts"
import { fillSeries, weeksBetween } from "./weeks.ts"

/**
 * GET /v1/insights/users/logins: sign-ins (the sign_ins record, one row per successful password
 * sign-in) of the users in scope per week of the period, and the accounts in scope: active ones
 * that signed in during the period, active ones that did not, and deactivated ones.
 */
export const userLogins = Effect.fn("userLogins")(function* (frame: InsightsFrame) {
  const inPeriod = sql`${scopeCondition(frame.scope, "s.companyid")} AND s.signed_in >= ${frame.start}
    AND s.signed_in < ${frame.end}`
  const weekly = yield* query<{ bucket: string; n: number; users: number }>(
    sql`SELECT to_char(date_trunc('week', s.signed_in AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket,
          count(*)::int AS n, count(DISTINCT s.userid)::int AS users
        FROM sign_ins s WHERE ${inPeriod} GROUP BY 1`,
  )
  const [accounts] = yield* query<{ active: number; inactive: number; deactivated: number }>(
    sql`SELECT count(*) FILTER (WHERE u.useractive AND seen.userid IS NOT NULL)::int AS active,
          count(*) FILTER (WHERE u.useractive AND seen.userid IS NULL)::int AS inactive,
          count(*) FILTER (WHERE NOT u.useractive)::int AS deactivated
        FROM users u LEFT JOIN (SELECT DISTINCT s.userid FROM sign_ins s WHERE ${inPeriod}) seen
          ON seen.userid = u.userid
        WHERE ${scopeCondition(frame.scope, "u.companyid")}`,
  )
  const weeks = weeksBetween(frame.start, frame.end)
  const signIns = fillSeries(weeks, weekly)
  const users = fillSeries(
    weeks,
    weekly.map((w) => ({ bucket: w.bucket, n: w.users })),
  )
  return {
    period: frame.period,
    signIns: signIns.reduce((a, b) => a + b, 0),
    weekly: weeks.map((week, i) => ({ week, signIns: signIns[i]!, users: users[i]! })),
    activeUsers: accounts?.active ?? 0,
    inactiveUsers: accounts?.inactive ?? 0,
    deactivatedUsers: accounts?.deactivated ?? 0,
  } satisfies UserLogins
})

/**
 * GET /v1/insights/users/tickets: tickets raised in the period within the frame, per user of the
 * ticket's company who raised it in the portal (createdbyuserid), most first. The rest were raised
 * otherwise: by phone or email, or by provider staff for the customer.
 */
export const userTickets = Effect.fn("userTickets")(function* (frame: InsightsFrame) {
  const raised = sql`FROM tickets t LEFT JOIN users u ON u.userid = t.createdbyuserid AND u.companyid = t.companyid
    WHERE ${frameCondition(frame, "t")} AND t.createddateutc >= ${frame.start} AND t.createddateutc < ${frame.end}`
  const [totals] = yield* query<{ by_users: number; unattributed: number; users: number }>(
    sql`SELECT count(u.userid)::int AS by_users, count(*) FILTER (WHERE u.userid IS NULL)::int AS unattributed,
          count(DISTINCT u.userid)::int AS users ${raised}`,
  )
  const rows = yield* query<{ userid: number; fullname: string; companyname: string; tickets: number }>(
    sql`SELECT r.userid, r.fullname, c.companyname, r.n AS tickets
        FROM (SELECT u.userid, u.companyid, u.firstname, u.lastname, u.firstname || ' ' || u.lastname AS fullname,
                count(*)::int AS n ${raised} AND u.userid IS NOT NULL GROUP BY 1, 2, 3, 4) r
        JOIN companies c ON c.companyid = r.companyid
        ORDER BY r.n DESC, r.firstname, r.lastname, r.userid LIMIT ${USER_TICKETS_ROWS}`,
  )
  return {
    period: frame.period,
    users: rows,
    usersWithTickets: totals?.users ?? 0,
    byUsers: totals?.by_users ?? 0,
    unattributed: totals?.unattributed ?? 0,
  } satisfies UserTickets
})

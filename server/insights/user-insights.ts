import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import { USER_TICKETS_ROWS, type UserLogins, type UserTickets } from "../../core/schema/user-insights.ts"
import { scopeCondition } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { queryRows } from "../services.ts"
import { frameCondition, type InsightsFrame, isNarrowed, weeklyTable } from "./insights-scope.ts"
import { fewerWeeksOutside, inRanges, inWeeks, outsideWeeks, periodParts } from "./period-parts.ts"
import { fillSeries, weeksBetween } from "./weeks.ts"

/**
 * Sign-ins of the frame's period per week and user, as rows (bucket, userid, n): the whole weeks
 * from sign_in_weekly (kept by triggers on sign_ins, migration 0023), the partial weeks at the
 * ends from sign_ins. The accounts figure reads the distinct users over the period from them.
 */
const signInsByWeekAndUser = (frame: InsightsFrame): SQL => {
  const parts = periodParts({ ...frame, agreementid: undefined, locationid: undefined })
  const direct = sql`SELECT insights_week(s.signed_in) AS bucket, s.userid, count(*)::int AS n
    FROM sign_ins s WHERE ${scopeCondition(frame.scope, "s.companyid")}
      AND ${inRanges("s.signed_in", parts.ranges)} GROUP BY 1, 2`
  if (!parts.weeks) return direct
  return sql`SELECT r.week AS bucket, r.userid, r.n FROM sign_in_weekly r
      WHERE ${scopeCondition(frame.scope, "r.companyid")} AND ${inWeeks("r.week", parts.weeks)} AND r.n <> 0
    UNION ALL ${direct}`
}

/**
 * Sign-ins and users who signed in per week of the frame's period, as rows (bucket, n, users): the
 * whole weeks from sign_in_company_weekly (kept with sign_in_weekly, migration 0042), the partial
 * weeks at the ends from sign_ins. A week's users are counted per company and summed, on both sides.
 */
const signInsByWeek = (frame: InsightsFrame): SQL => {
  const parts = periodParts({ ...frame, agreementid: undefined, locationid: undefined })
  const direct = sql`SELECT u.bucket, sum(u.n)::int AS n, count(*)::int AS users FROM (
      SELECT insights_week(s.signed_in) AS bucket, s.companyid, s.userid, count(*)::int AS n
      FROM sign_ins s WHERE ${scopeCondition(frame.scope, "s.companyid")}
        AND ${inRanges("s.signed_in", parts.ranges)} GROUP BY 1, 2, 3) u
    GROUP BY 1`
  if (!parts.weeks) return direct
  return sql`SELECT r.week AS bucket, r.n, r.users FROM sign_in_company_weekly r
      WHERE ${scopeCondition(frame.scope, "r.companyid")} AND ${inWeeks("r.week", parts.weeks)} AND r.n <> 0
    UNION ALL ${direct}`
}

/**
 * Whether user `u` signed in during the frame's period under a company in its scope (`seen`, with
 * the `join` it needs). Over every company (staff) that is their last sign-in falling in the
 * period, which ends now: `last_login`
 * and the `sign_ins` row are written in one statement's transaction (server/auth/login.ts), and
 * reading one column per user replaced a distinct over every weekly row of the period (PGlite at
 * 20,000 users over 36 months: 69 -> 6 ms). A narrower scope reads its companies' sign-ins: a user
 * moved between companies counts where they signed in.
 */
const signedIn = (frame: InsightsFrame, perUser: SQL): { readonly join: SQL; readonly seen: SQL } =>
  frame.scope.all
    ? { join: sql``, seen: sql`(u.last_login IS NOT NULL AND u.last_login >= ${frame.start})` }
    : {
        join: sql`LEFT JOIN (SELECT DISTINCT p.userid FROM (${perUser}) p) seen ON seen.userid = u.userid`,
        seen: sql`seen.userid IS NOT NULL`,
      }

/**
 * GET /v1/insights/users/logins: sign-ins (the sign_ins record, one row per successful password
 * sign-in) of the users in scope per week of the period, and the accounts in scope: active ones
 * that signed in during the period, active ones that did not, and deactivated ones.
 */
export const userLogins = Effect.fn("userLogins")(function* (frame: InsightsFrame) {
  const perUser = signInsByWeekAndUser(frame)
  const weekly = yield* queryRows(
    { bucket: computed<string>(), n: computed<number>(), users: computed<number>() },
    sql`SELECT to_char(p.bucket, 'YYYY-MM-DD') AS bucket, sum(p.n)::int AS n, sum(p.users)::int AS users
        FROM (${signInsByWeek(frame)}) p GROUP BY p.bucket`,
  )
  const { join, seen } = signedIn(frame, perUser)
  const [accounts] = yield* queryRows(
    { active: computed<number>(), inactive: computed<number>(), deactivated: computed<number>() },
    sql`SELECT count(*) FILTER (WHERE u.useractive AND ${seen})::int AS active,
          count(*) FILTER (WHERE u.useractive AND NOT ${seen})::int AS inactive,
          count(*) FILTER (WHERE NOT u.useractive)::int AS deactivated
        FROM users u ${join}
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

/** The first and last week the weekly aggregate holds (two probes of its week index). */
const heldWeeks = Effect.map(
  queryRows(
    { first: computed<string | null>(), last: computed<string | null>() },
    sql`SELECT to_char(min(week), 'YYYY-MM-DD') AS first, to_char(max(week), 'YYYY-MM-DD') AS last
        FROM ticket_user_weekly`,
  ),
  ([row]) => (row?.first && row.last ? { first: row.first, last: row.last } : undefined),
)

/**
 * Tickets raised in the frame's period per company and createdbyuserid, as rows (companyid,
 * userid, n) to be summed: the whole weeks from ticket_user_weekly (kept by ticket_rollup_apply,
 * migration 0023; per place for a frame narrowed to an agreement or location, 0043), the partial
 * weeks from tickets. When fewer of the aggregate's weeks lie outside the period than inside it
 * (staff over 36 months at the huge scale: all of them inside), the whole weeks are read as the
 * total of all time (ticket_user_total, 0044) less the weeks outside.
 */
const ticketsByCreator = Effect.fn("ticketsByCreator")(function* (frame: InsightsFrame) {
  const parts = periodParts(frame)
  const direct = sql`SELECT t.companyid, t.createdbyuserid AS userid, count(*)::int AS n
    FROM tickets t WHERE ${frameCondition(frame, "t")} AND ${inRanges("t.createddateutc", parts.ranges)}
    GROUP BY 1, 2`
  if (!parts.weeks) return direct
  const held = isNarrowed(frame) ? undefined : yield* heldWeeks
  if (held && fewerWeeksOutside(parts.weeks, held))
    return sql`SELECT r.companyid, r.createdbyuserid AS userid, r.n FROM ticket_user_total r
        WHERE ${scopeCondition(frame.scope, "r.companyid")}
      UNION ALL
      SELECT r.companyid, r.createdbyuserid, -sum(r.n)::int FROM ticket_user_weekly r
        WHERE ${scopeCondition(frame.scope, "r.companyid")} AND ${outsideWeeks("r.week", parts.weeks)} GROUP BY 1, 2
      UNION ALL ${direct}`
  return sql`SELECT r.companyid, r.createdbyuserid AS userid, sum(r.n)::int AS n
      FROM ${weeklyTable(frame, "ticket_user_weekly", "ticket_place_user_weekly")} r
      WHERE ${frameCondition(frame, "r")} AND ${inWeeks("r.week", parts.weeks)} GROUP BY 1, 2
    UNION ALL ${direct}`
})

/**
 * A row of userTickets' statement: kind 0 is the totals (by_users, unattributed, users), kind 1 a
 * user's row (userid, fullname, companyname, tickets); the other kind's columns are null or 0.
 * Counts are cast to int, which both drivers give as numbers.
 */
const creatorRow = {
  kind: computed<number>(),
  userid: computed<number | null>(),
  fullname: computed<string | null>(),
  companyname: computed<string | null>(),
  tickets: computed<number>(),
  by_users: computed<number>(),
  unattributed: computed<number>(),
  users: computed<number>(),
}

/**
 * GET /v1/insights/users/tickets: tickets raised in the period within the frame, per user of the
 * ticket's company who raised it in the portal (createdbyuserid), most first. The rest were raised
 * otherwise: by phone or email, or by provider staff for the customer.
 */
export const userTickets = Effect.fn("userTickets")(function* (frame: InsightsFrame) {
  // One statement: the per-creator counts are summed once and read for the totals and the top rows
  // (a user is of one company, so one row per user joined).
  const byCreator = yield* ticketsByCreator(frame)
  const found = yield* queryRows(
    creatorRow,
    sql`WITH p AS (
          SELECT c.companyid, c.userid, sum(c.n)::int AS n FROM (${byCreator}) c
          GROUP BY 1, 2 HAVING sum(c.n) <> 0),
        j AS (SELECT p.n, u.userid, u.companyid, u.firstname, u.lastname FROM p
          LEFT JOIN users u ON u.userid = p.userid AND u.companyid = p.companyid)
        SELECT 0 AS kind, NULL::int AS userid, NULL AS fullname, NULL AS companyname, 0 AS tickets,
          NULL AS firstname, NULL AS lastname,
          coalesce(sum(j.n) FILTER (WHERE j.userid IS NOT NULL), 0)::int AS by_users,
          coalesce(sum(j.n) FILTER (WHERE j.userid IS NULL), 0)::int AS unattributed,
          count(DISTINCT j.userid)::int AS users
        FROM j
        UNION ALL
        (SELECT 1, j.userid, j.firstname || ' ' || j.lastname, c.companyname, j.n, j.firstname, j.lastname,
           0, 0, 0
         FROM j JOIN companies c ON c.companyid = j.companyid WHERE j.userid IS NOT NULL
         ORDER BY j.n DESC, j.firstname, j.lastname, j.userid LIMIT ${USER_TICKETS_ROWS})
        ORDER BY kind, tickets DESC, firstname, lastname, userid`,
  )
  const totals = found.find((r) => r.kind === 0)
  const rows = found
    .filter((r) => r.kind === 1)
    .map((r) => ({
      userid: r.userid!,
      fullname: r.fullname!,
      companyname: r.companyname!,
      tickets: r.tickets,
    }))
  return {
    period: frame.period,
    users: rows,
    usersWithTickets: totals?.users ?? 0,
    byUsers: totals?.by_users ?? 0,
    unattributed: totals?.unattributed ?? 0,
  } satisfies UserTickets
})

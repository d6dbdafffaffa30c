import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { ImpersonationCandidate, ImpersonationLogEntry } from "../../core/schema/admin.ts"
import { IMPERSONABLE_ROLES } from "../../core/domain/admin/admin-access.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { queryRows } from "../services.ts"
import { containsPattern } from "../lists/search.sql.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { companies, impersonationLog, users } from "../db/schema.ts"

const logShape = {
  // bigint: text on node-postgres, a number on PGlite
  id: computed<string | number>(),
  action: computed<"start" | "end">(),
  at: impersonationLog.at,
  a_id: users.userid,
  a_username: users.username,
  a_name: computed<string>(),
  b_id: users.userid,
  b_username: users.username,
  b_name: computed<string>(),
  companyid: impersonationLog.companyid,
  companyname: impersonationLog.companyname,
  client_address: impersonationLog.clientAddress,
  user_agent: impersonationLog.userAgent,
}
type LogRow = RowOf<typeof logShape>

const toEntry = (r: LogRow): ImpersonationLogEntry => ({
  id: Number(r.id),
  action: r.action,
  at: new Date(r.at).toISOString(),
  impersonator: { userid: r.a_id, username: r.a_username, fullname: r.a_name },
  impersonated: { userid: r.b_id, username: r.b_username, fullname: r.b_name },
  companyId: r.companyid,
  companyName: r.companyname,
  clientAddress: r.client_address,
  userAgent: r.user_agent,
})

/** The audit log newest first, limited to the caller's company scope (the impersonated user's company). */
export const listImpersonations = Effect.fn("listImpersonations")(function* (
  scope: CompanyScope,
  page: { readonly offset: number; readonly limit: number },
) {
  const where = scopeCondition(scope, "l.companyid")
  const rows = yield* queryRows(
    logShape,
    sql`SELECT l.id, l.action, l.at, a.userid AS a_id, a.username AS a_username,
          a.firstname || ' ' || a.lastname AS a_name, b.userid AS b_id, b.username AS b_username,
          b.firstname || ' ' || b.lastname AS b_name, l.companyid, l.companyname, l.client_address, l.user_agent
        FROM impersonation_log l
        JOIN users a ON a.userid = l.impersonator_userid JOIN users b ON b.userid = l.impersonated_userid
        WHERE ${where} ORDER BY l.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  )
  const [total] = yield* queryRows(
    { n: computed<number>() },
    sql`SELECT count(*)::int AS n FROM impersonation_log l WHERE ${where}`,
  )
  return { items: rows.map(toEntry), count: total?.n ?? 0 }
})

/** Up to 20 active users the caller may view as, matching part of a username, name or email. */
export const impersonationCandidates = Effect.fn("impersonationCandidates")(function* (
  scope: CompanyScope,
  search: string,
) {
  const term = containsPattern(search.trim())
  const candidates: ReadonlyArray<ImpersonationCandidate> = yield* queryRows(
    {
      userid: users.userid,
      username: users.username,
      fullname: computed<string>(),
      roleId: users.roleid,
      companyId: companies.companyid,
      companyName: companies.companyname,
    },
    sql`SELECT u.userid, u.username, u.firstname || ' ' || u.lastname AS fullname, u.roleid AS "roleId",
          c.companyid AS "companyId", c.companyname AS "companyName"
        FROM users u JOIN companies c ON c.companyid = u.companyid
        WHERE u.useractive AND u.roleid = ANY(${sql.param([...IMPERSONABLE_ROLES])}::int[])
          AND ${scopeCondition(scope, "u.companyid")}
          AND (u.username ILIKE ${term} OR u.firstname || ' ' || u.lastname ILIKE ${term} OR u.email ILIKE ${term})
        ORDER BY lower(u.username) = lower(${search.trim()}) DESC, lower(u.username) LIMIT 20`,
  )
  return candidates
})

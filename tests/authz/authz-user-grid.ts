import { sql } from "drizzle-orm"
import { actsOnOthers, mayActOnUser } from "../../core/domain/users/user-access.ts"
import { accessRules, roleAllowed } from "../../server/http/access-rules.ts"
import { caller as makeCaller, type MatrixCaller } from "./authz-cells.ts"
import type { Expected } from "./authz-matrix.ts"
import { type UserCell, type UserProbe, type UserTargetedKey, userProbes } from "./authz-user-probes.ts"
import type { GridTarget, UserGrid } from "./authz-user-setup.ts"

/** The outcome of one cell of the user grid. */
export interface UserCellResult {
  readonly endpoint: UserTargetedKey
  readonly caller: string
  readonly target: string
  readonly status: number
  readonly expected: Expected
  readonly verdict: "ok" | "leak" | "wrong status"
  readonly detail: string
}

/**
 * The answer the access table and the user rule imply: 401 without a session, 403 for a role the
 * table does not list, then on another user 403 for roles that act on nobody else, 404 outside the
 * company scope (the SQL oracle's), 403 where the rule refuses the endpoint's `userAction`.
 */
export const expectedOnUser = (key: UserTargetedKey, caller: MatrixCaller, target: GridTarget): Expected => {
  const rule = accessRules[key]
  const probe: UserProbe = userProbes[key]
  if (caller.session === undefined || caller.userid === undefined || caller.roleid === undefined) return 401
  if (!roleAllowed(rule, caller.roleid)) return 403
  if (caller.userid === target.userid) return probe.self ?? "2xx"
  if (!actsOnOthers(caller.roleid)) return 403
  if (!caller.scope.has(target.companyid)) return 404
  const me = { userid: caller.userid, roleid: caller.roleid, companyid: caller.companyid! }
  return mayActOnUser(me, target, rule.userAction!) ? "2xx" : 403
}

/** Everything a write may touch of an account, as one comparable string. */
const footprint = async (grid: UserGrid, userid: number): Promise<string> => {
  const [row] = await grid.server.db.run(
    sql`SELECT u.companyid, u.roleid, u.email, u.phonenumberextension, u.useractive,
          (SELECT count(*) FROM user_activities WHERE userid = u.userid) AS activities,
          (SELECT count(*) FROM notification_subscriptions WHERE userid = u.userid) AS subscriptions,
          (SELECT count(*) FROM notifications WHERE userid = u.userid AND seen) AS seen,
          (SELECT count(*) FROM notification_unfollowed_locations WHERE userid = u.userid) AS unfollowed,
          (SELECT count(*) FROM email_changes WHERE userid = u.userid) AS email_changes,
          (SELECT count(*) FROM account_tokens WHERE userid = u.userid) AS tokens,
          (SELECT count(*) FROM sessions WHERE userid = u.userid AND is_impersonation) AS impersonations,
          (SELECT features::text FROM user_permissions WHERE userid = u.userid) AS features
        FROM users u WHERE u.userid = ${userid}`,
  )
  return JSON.stringify(row)
}

const isSuccess = (status: number) => status >= 200 && status < 300

const runCell = async (key: UserTargetedKey, cell: UserCell): Promise<UserCellResult> => {
  const probe: UserProbe = userProbes[key]
  const expected = expectedOnUser(key, cell.caller, cell.target)
  const request = await probe.request(cell)
  const before = probe.writes ? await footprint(cell.grid, cell.target.userid) : ""
  const answer = await cell.call(request, cell.caller.session)
  const after = probe.writes ? await footprint(cell.grid, cell.target.userid) : ""
  const leaks: string[] = []
  if (isSuccess(answer.status) && expected !== "2xx")
    leaks.push(`answered ${answer.status} where ${expected} was due`)
  if (!isSuccess(answer.status) && before !== after)
    leaks.push(`a refused write changed ${before} -> ${after}`)
  if (isSuccess(answer.status)) await probe.afterSuccess?.(cell)
  const rightStatus = expected === "2xx" ? isSuccess(answer.status) : answer.status === expected
  const detail =
    leaks.join("; ") ||
    (rightStatus ? "" : `answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 160)}`)
  const verdict = leaks.length > 0 ? "leak" : rightStatus ? "ok" : "wrong status"
  const base = { endpoint: key, caller: cell.caller.label, target: cell.target.label }
  return { ...base, status: answer.status, expected, verdict, detail }
}

/** Every user-targeted endpoint x every grid caller x every target it is about. */
export const runUserGrid = async (grid: UserGrid): Promise<ReadonlyArray<UserCellResult>> => {
  const call = makeCaller(grid.server.url)
  const results: UserCellResult[] = []
  for (const key of Object.keys(userProbes) as UserTargetedKey[]) {
    const probe: UserProbe = userProbes[key]
    for (const caller of grid.callers)
      for (const target of grid.targets.filter((t) => probe.targets?.(t) ?? true))
        results.push(await runCell(key, { caller, target, grid, call }))
  }
  return results
}

/** The grid's size, its leaks and wrong answers, one line each. */
export const formatUserGrid = (results: ReadonlyArray<UserCellResult>): string => {
  const count = (f: (r: UserCellResult) => string) => new Set(results.map(f)).size
  const bad = results.filter((r) => r.verdict !== "ok")
  const answers = ["2xx", 401, 403, 404].map(
    (e) => `${results.filter((r) => r.expected === e).length} x ${e}`,
  )
  return [
    `User grid answers due: ${answers.join(", ")}`,
    `User grid: ${count((r) => r.endpoint)} user-targeted calls x ${count((r) => r.caller)} callers x ${count((r) => r.target)} targets = ${results.length} requests (targets a call is not about left out); ${results.filter((r) => r.verdict === "leak").length} leak(s), ${results.filter((r) => r.verdict === "wrong status").length} wrong status(es)`,
    ...bad.map(
      (r) =>
        `  ${r.verdict.toUpperCase()} ${r.endpoint} as ${r.caller} on ${r.target}: expected ${r.expected}, ${r.detail}`,
    ),
  ].join("\n")
}

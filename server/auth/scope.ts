import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { isInternalStaff, ROLES } from "../../core/domain/roles.ts"
import { type Database, queryRows } from "../services.ts"
import { agreements } from "../db/schema.ts"

/** Which companies a caller may read: all of them, or a fixed list. */
export type CompanyScope =
  | { readonly all: true }
  | { readonly all: false; readonly companyIds: ReadonlyArray<number> }

/**
 * Internal staff (developer, system admin) see all companies; a sales rep sees the companies whose
 * agreements name it as the salesperson (its accounts); company admins and users see their own
 * company only.
 */
export const companyScopeOf = (caller: Caller): Effect.Effect<CompanyScope, never, Database> => {
  if (isInternalStaff(caller.roleid)) return Effect.succeed({ all: true })
  if (caller.roleid !== ROLES.salesRep) return Effect.succeed({ all: false, companyIds: [caller.companyid] })
  return Effect.map(
    queryRows(
      { companyid: agreements.companyid },
      sql`SELECT DISTINCT a.companyid FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
          WHERE r.userid = ${caller.userID} ORDER BY a.companyid`,
    ),
    (rows) => ({ all: false, companyIds: rows.map((r) => r.companyid) }),
  )
}

export const inScope = (scope: CompanyScope, companyid: number): boolean =>
  scope.all || scope.companyIds.includes(companyid)

/**
 * A SQL condition on `column` (a trusted column name such as `t.companyid`) for the scope. One
 * company (every company user) is a plain equality, so an index led by the company also yields its
 * order.
 */
export const scopeCondition = (scope: CompanyScope, column: string): SQL => {
  if (scope.all) return sql`TRUE`
  const target = sql.raw(column)
  if (scope.companyIds.length === 1) return sql`${target} = ${scope.companyIds[0]}::int`
  return sql`${target} = ANY(${sql.param([...scope.companyIds])}::int[])`
}

import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { UserSortField } from "../../core/domain/users/list-url.ts"
import type { UserListQuery } from "../../core/schema/user-list-query.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { queryRows } from "../services.ts"
import { containsPattern } from "../lists/search.sql.ts"
import { toUser, USER_COLUMNS, USER_FROM, userShape } from "./user-rows.ts"
import { computed } from "../db/rows.ts"

/** Sort fields to trusted SQL expressions. */
const SORT_SQL: { readonly [F in UserSortField]: string } = {
  firstname: "u.firstname",
  lastname: "u.lastname",
  username: "u.username",
  email: "u.email",
  role: "r.role",
  companyname: "c.companyname",
  usercreateddate: "u.usercreateddate",
  useractive: "u.useractive",
  dateLastLoggedInUTC: "u.last_login",
}

/** Scope, status, company and search conditions of a user list query. */
const conditionsOf = (scope: CompanyScope, q: UserListQuery): SQL => {
  const parts: SQL[] = [scopeCondition(scope, "u.companyid")]
  const active = q.filters.useractive
  // Both values listed is every user, so only one value filters.
  if (active !== undefined && active.length === 1) parts.push(sql`u.useractive = ${active[0] === "1"}`)
  if (q.filters.companyid !== undefined)
    parts.push(sql`u.companyid = ANY(${sql.param([...q.filters.companyid])}::int[])`)
  if (q.searches.length > 0) {
    const any = q.searches.map((s) => sql`${sql.raw(`u.${s.field}`)} ILIKE ${containsPattern(s.term)}`)
    parts.push(sql`(${sql.join(any, sql` OR `)})`)
  }
  return sql.join(parts, sql` AND `)
}

/**
 * One page of users in the caller's company scope, with how many match. The user id breaks ties so
 * paging never repeats or skips a user; nulls (never signed in) sort last either way.
 */
export const listUsers = Effect.fn("listUsers")(function* (scope: CompanyScope, q: UserListQuery) {
  const direction = sql.raw(q.sort.direction === "desc" ? "DESC" : "ASC")
  const rows = yield* queryRows(
    { ...userShape, total: computed<number>() },
    sql`SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total
          FROM ${USER_FROM}
         WHERE ${conditionsOf(scope, q)}
         ORDER BY ${sql.raw(SORT_SQL[q.sort.field])} ${direction} NULLS LAST, u.userid ${direction}
         OFFSET ${q.offset} LIMIT ${q.limit}`,
  )
  const count =
    rows[0]?.total ??
    (q.offset === 0
      ? 0
      : ((yield* queryRows(
          { n: computed<number>() },
          sql`SELECT count(*)::int AS n FROM ${USER_FROM} WHERE ${conditionsOf(scope, q)}`,
        ))[0]?.n ?? 0))
  return { items: rows.map(toUser), count }
})

/** Every user of one company by name (GET /v1/company/:id/users), at most `limit`. */
export const companyUsers = Effect.fn("companyUsers")(function* (companyid: number, limit: number) {
  const rows = yield* queryRows(
    userShape,
    sql`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.companyid = ${companyid}
         ORDER BY u.firstname, u.lastname, u.userid LIMIT ${limit}`,
  )
  return rows.map(toUser)
})

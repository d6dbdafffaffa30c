import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { CLOSED_STATUS_CODES, OPEN_STATUS_CODES } from "../../core/domain/tickets/status.ts"
import type { NavigationAgreement, NavigationData } from "../../core/schema/navigation.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { pick } from "../db/pick.ts"
import { users } from "../db/schema.ts"

/** Open and closed as the list's status filter counts them (the closed umbrella: C, P and N). */
const ticketCountsSql = (scope: CompanyScope) =>
  sql`SELECT count(*) FILTER (WHERE ticketstatus = ANY(${sql.param(OPEN_STATUS_CODES)}::bpchar[]))::int AS open,
          count(*) FILTER (WHERE ticketstatus = ANY(${sql.param(CLOSED_STATUS_CODES)}::bpchar[]))::int AS closed
      FROM tickets WHERE ${scopeCondition(scope, "companyid")}`

/** The agreements in scope with their location ids, as one JSON array (null when there is none). */
const agreementsJsonSql = (scope: CompanyScope) =>
  sql`SELECT json_agg(json_build_object('agreementid', x.agreementid, 'salesid', x.salesid,
            'locationids', x.locationids) ORDER BY x.agreementid)
      FROM (SELECT a.agreementid, a.salesid,
                array_remove(array_agg(al.locationid ORDER BY al.locationid), NULL) AS locationids
            FROM agreements a LEFT JOIN agreement_locations al ON al.agreementid = a.agreementid
            WHERE ${scopeCondition(scope, "a.companyid")}
            GROUP BY a.agreementid, a.salesid) x`

interface AgreementJson {
  readonly agreementid: number
  readonly salesid: number | null
  readonly locationids: ReadonlyArray<number>
}

const toNavigationAgreement = (r: AgreementJson): NavigationAgreement => ({
  agreementid: r.agreementid,
  salesid: r.salesid,
  Locations: r.locationids.map((locationid) => ({ locationid })),
})

const userColumns = {
  ...pick(users, [
    "email",
    "username",
    "firstname",
    "lastname",
    "phonenumber",
    "phonenumberextension",
    "usercreateddate",
    "roleid",
    "companyid",
  ]),
  viewed_policy: users.viewedPolicy,
  colleagues: computed<number[] | null>(),
  open: computed<number>(),
  closed: computed<number>(),
  agreements: computed<AgreementJson[] | null>(),
}

/**
 * Navigation data of GET /v1/leftmenu. Ticket counts and agreements follow the caller's company
 * scope: own company for company users, account companies for sales reps, all for staff.
 */
export const navigationData = Effect.fn("navigationData")(function* (caller: Caller, scope: CompanyScope) {
  // One statement, one round trip on every page load: the user, their company's user ids, the ticket
  // counts and the agreements in scope.
  const [user] = yield* queryRows(
    userColumns,
    sql`SELECT email, username, firstname, lastname, phonenumber, phonenumberextension, usercreateddate,
            roleid, companyid, viewed_policy,
            (SELECT array_agg(c.userid ORDER BY c.userid) FROM users c WHERE c.companyid = u.companyid) AS colleagues,
            counts.open, counts.closed, (${agreementsJsonSql(scope)}) AS agreements
        FROM users u CROSS JOIN (${ticketCountsSql(scope)}) counts
        WHERE userid = ${caller.userID}`,
  )
  if (!user) return yield* Effect.die(new Error(`session user ${caller.userID} is missing`))
  const data: NavigationData = {
    totalOpen: user.open,
    totalClosed: user.closed,
    companyUserIds: user.colleagues ?? [],
    email: user.email,
    username: user.username,
    fullname: `${user.firstname} ${user.lastname}`,
    phonenumber: user.phonenumber,
    phonenumberextension: user.phonenumberextension,
    usercreateddate: new Date(user.usercreateddate).toISOString(),
    roleid: user.roleid,
    companyid: user.companyid,
    viewedPolicy: user.viewed_policy,
    Agreements: (user.agreements ?? []).map(toNavigationAgreement),
  }
  return data
})

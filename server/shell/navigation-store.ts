import type { Caller } from "../../core/api/middleware.ts"
import type { NavigationAgreement, NavigationData } from "../../core/schema/navigation.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import type { Db } from "../db/client.ts"

/** Open is status O; closed is the umbrella of C (closed), P (pending) and N (canceled). */
export const ticketCounts = async (db: Db, scope: CompanyScope) => {
  const params: unknown[] = []
  const [row] = await db.query<{ open: number; closed: number }>(
    `SELECT count(*) FILTER (WHERE ticketstatus = 'O')::int AS open,
            count(*) FILTER (WHERE ticketstatus IN ('C', 'P', 'N'))::int AS closed
     FROM tickets WHERE ${scopeCondition(scope, "companyid", params)}`,
    params,
  )
  return { totalOpen: row?.open ?? 0, totalClosed: row?.closed ?? 0 }
}

const agreementsWithLocations = async (db: Db, scope: CompanyScope): Promise<NavigationAgreement[]> => {
  const params: unknown[] = []
  const rows = await db.query<{ agreementid: number; salesid: number | null; locationids: number[] | null }>(
    `SELECT a.agreementid, a.salesid,
            array_remove(array_agg(al.locationid ORDER BY al.locationid), NULL) AS locationids
     FROM agreements a LEFT JOIN agreement_locations al ON al.agreementid = a.agreementid
     WHERE ${scopeCondition(scope, "a.companyid", params)}
     GROUP BY a.agreementid, a.salesid ORDER BY a.agreementid`,
    params,
  )
  return rows.map((r) => ({
    agreementid: r.agreementid,
    salesid: r.salesid,
    Locations: (r.locationids ?? []).map((locationid) => ({ locationid })),
  }))
}

interface UserRow {
  email: string
  username: string
  firstname: string
  lastname: string
  phonenumber: string | null
  phonenumberextension: string | null
  usercreateddate: Date | string
  roleid: number
  companyid: number
  viewed_policy: boolean
}

/**
 * Navigation data of GET /v1/leftmenu. Ticket counts and agreements follow the caller's company
 * scope: own company for company users, account companies for sales reps, all for staff.
 */
export const navigationData = async (
  db: Db,
  caller: Caller,
  scope: CompanyScope,
): Promise<NavigationData> => {
  const [user] = await db.query<UserRow>(
    `SELECT email, username, firstname, lastname, phonenumber, phonenumberextension, usercreateddate,
            roleid, companyid, viewed_policy FROM users WHERE userid = $1`,
    [caller.userID],
  )
  if (!user) throw new Error(`session user ${caller.userID} is missing`)
  const colleagues = await db.query<{ userid: number }>(
    "SELECT userid FROM users WHERE companyid = $1 ORDER BY userid",
    [user.companyid],
  )
  return {
    ...(await ticketCounts(db, scope)),
    companyUserIds: colleagues.map((c) => c.userid),
    email: user.email,
    username: user.username,
    fullname: `${user.firstname} ${user.lastname}`,
    phonenumber: user.phonenumber,
    phonenumberextension: user.phonenumberextension,
    usercreateddate: new Date(user.usercreateddate).toISOString(),
    roleid: user.roleid,
    companyid: user.companyid,
    viewedPolicy: user.viewed_policy,
    Agreements: await agreementsWithLocations(db, scope),
  }
}

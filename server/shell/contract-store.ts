import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { AgreementLocation } from "../../core/schema/agreement.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, inScope, scopeCondition } from "../auth/scope.ts"
import { query, queryRows } from "../services.ts"
import { agreementNotFound } from "./agreement-store.ts"
import { pick } from "../db/pick.ts"
import { computed } from "../db/rows.ts"
import { agreementLocations, equipment, locations } from "../db/schema.ts"

export interface ContractsQuery {
  readonly agreementid: number
  readonly locationid: number | undefined
  readonly limit: number
  readonly offset: number
}

/**
 * A row of the answer and the window's count: the location's columns, and the equipment's (NULL
 * when listing locations only).
 */
const contractShape = {
  agreementid: agreementLocations.agreementid,
  ...pick(locations, [
    "locationid",
    "locationname",
    "locationaddress1",
    "locationaddress2",
    "locationcity",
    "locationstate",
    "locationzipcode",
    "locationcountry",
  ]),
  equipmentid: computed<number | null>(),
  description: equipment.description,
  modelnumber: equipment.modelnumber,
  serialnumber: equipment.serialnumber,
  total: computed<number>(),
}

const LOCATION_COLUMNS = sql.raw(`l.locationid, l.locationname, l.locationaddress1, l.locationaddress2,
  l.locationcity, l.locationstate, l.locationzipcode, l.locationcountry`)

/**
 * GET /v1/contracts: the agreement's locations, or with a location the equipment there under the
 * agreement. 404 when the agreement is missing or outside the caller's scope.
 */
export const listContracts = Effect.fn("listContracts")(function* (scope: CompanyScope, q: ContractsQuery) {
  const [agreement] = yield* query(
    sql`SELECT 1 FROM agreements WHERE agreementid = ${q.agreementid} AND ${scopeCondition(scope, "companyid")}`,
  )
  if (!agreement) return yield* agreementNotFound(q.agreementid)
  const page = sql`LIMIT ${q.limit} OFFSET ${q.offset}`
  if (q.locationid === undefined) {
    const rows = yield* queryRows(
      contractShape,
      sql`SELECT al.agreementid, ${LOCATION_COLUMNS}, NULL::int AS equipmentid, NULL AS description,
              NULL AS modelnumber, NULL AS serialnumber, count(*) OVER ()::int AS total
       FROM agreement_locations al JOIN locations l ON l.locationid = al.locationid
       WHERE al.agreementid = ${q.agreementid} ORDER BY l.locationname, l.locationid ${page}`,
    )
    return withCount(rows)
  }
  const rows = yield* queryRows(
    contractShape,
    sql`SELECT e.agreementid, ${LOCATION_COLUMNS}, e.equipmentid, e.description, e.modelnumber, e.serialnumber,
            count(*) OVER ()::int AS total
     FROM equipment e JOIN locations l ON l.locationid = e.locationid
     WHERE e.agreementid = ${q.agreementid} AND e.locationid = ${q.locationid}
     ORDER BY e.description, e.equipmentid ${page}`,
  )
  return withCount(rows)
})

const withCount = (rows: ReadonlyArray<AgreementLocation & { total: number }>) => ({
  rows: rows.map(({ total: _total, ...row }) => row),
  count: rows[0]?.total ?? 0,
})

/**
 * GET /v1/contracts?salesforceaccountid=: the locations of every agreement of one account (a customer
 * company), by agreement then location name; 404 when the account is outside the caller's scope.
 */
export const listAccountContracts = Effect.fn("listAccountContracts")(function* (
  scope: CompanyScope,
  q: {
    readonly salesforceaccountid: number
    readonly locationid: number | undefined
    readonly limit: number
    readonly offset: number
  },
) {
  if (!inScope(scope, q.salesforceaccountid))
    return yield* new NotFound({ message: `Account ${q.salesforceaccountid} was not found` })
  const location = q.locationid === undefined ? sql.empty() : sql`AND l.locationid = ${q.locationid}`
  const rows = yield* queryRows(
    contractShape,
    sql`SELECT al.agreementid, ${LOCATION_COLUMNS}, NULL::int AS equipmentid, NULL AS description,
            NULL AS modelnumber, NULL AS serialnumber, count(*) OVER ()::int AS total
     FROM agreements a JOIN agreement_locations al ON al.agreementid = a.agreementid
     JOIN locations l ON l.locationid = al.locationid
     WHERE a.companyid = ${q.salesforceaccountid} ${location}
     ORDER BY al.agreementid, l.locationname, l.locationid LIMIT ${q.limit} OFFSET ${q.offset}`,
  )
  return withCount(rows)
})

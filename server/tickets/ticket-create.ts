import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { OPEN_STATUS } from "../../core/domain/tickets/status.ts"
import { BadRequest, NotFound } from "../../core/schema/errors.ts"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { agreements, equipment, tickets } from "../db/schema.ts"
import { query, queryRows } from "../services.ts"
import { ActivityType, PORTAL_APPLICATION_ID } from "./ticket-activity.ts"

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

const EquipmentRow = {
  description: equipment.description,
  modelnumber: equipment.modelnumber,
  partnumber: equipment.partnumber,
  serialnumber: equipment.serialnumber,
}

/** The agreement's company when it is in the caller's scope (else 404) and active (else 400). */
const activeAgreement = Effect.fn("activeAgreement")(function* (scope: CompanyScope, agreementid: number) {
  const [agreement] = yield* queryRows(
    { companyid: agreements.companyid, active: agreements.active },
    sql`SELECT companyid, active FROM agreements
        WHERE agreementid = ${agreementid} AND ${scopeCondition(scope, "companyid")}`,
  )
  if (!agreement) return yield* new NotFound({ message: `Agreement ${agreementid} was not found` })
  if (!agreement.active)
    return yield* new BadRequest({ message: `Agreement ${agreementid} is not active`, field: "agreementid" })
  return agreement.companyid
})

/**
 * Checks that the agreement is in the caller's scope and active, that the location is one of the
 * agreement's, and that the equipment (when given) is on that agreement at that location.
 */
const placementOf = Effect.fn("placementOf")(function* (scope: CompanyScope, t: NewTicket) {
  const companyid = yield* activeAgreement(scope, t.agreementid)
  const covered = yield* query(
    sql`SELECT 1 FROM agreement_locations WHERE agreementid = ${t.agreementid} AND locationid = ${t.locationid}`,
  )
  if (covered.length === 0)
    return yield* new BadRequest({
      message: `Location ${t.locationid} is not covered by agreement ${t.agreementid}`,
      field: "locationid",
    })
  if (t.equipmentid === undefined || t.equipmentid === null) return { companyid, equipment: null }
  const [equipment] = yield* queryRows(
    EquipmentRow,
    sql`SELECT description, modelnumber, partnumber, serialnumber FROM equipment
        WHERE equipmentid = ${t.equipmentid} AND agreementid = ${t.agreementid} AND locationid = ${t.locationid}`,
  )
  if (!equipment)
    return yield* new BadRequest({
      message: `Equipment ${t.equipmentid} is not under agreement ${t.agreementid} at location ${t.locationid}`,
      field: "equipmentid",
    })
  return { companyid, equipment }
})

/**
 * POST /v1/ticket: a new open ticket, its "Ticket created" history entry and latest activity. Fails
 * with `NotFound` for an agreement outside the scope and `BadRequest` naming the field for a
 * placement that does not hold together.
 */
export const createTicket = Effect.fn("createTicket")(function* (
  scope: CompanyScope,
  userid: number,
  t: NewTicket,
) {
  const { companyid, equipment: e } = yield* placementOf(scope, t)
  const problem = t.problem.trim()
  const created = `Ticket created: ${problem}`
  const now = new Date().toISOString()
  // One statement, so the ticket never exists without its history entry.
  const [row] = yield* queryRows(
    { ticketid: tickets.ticketid },
    sql`WITH author AS (SELECT userid, firstname || ' ' || lastname AS name FROM users WHERE userid = ${userid}),
     ticket AS (
       INSERT INTO tickets (companyid, customerreferenceid, agreementid, locationid, equipmentid, equipment,
         modelnumber, equipmentpartnumber, serialnumber, problem, contactname, contactphone, contactemail,
         tickettype, createddateutc, modifieddateutc, ticketstatus, severitylevel, createdbyuserid,
         latestactivitydescription, latestactivitydate)
       SELECT ${companyid}, ${clean(t.customerreferenceid)}, ${t.agreementid}, ${t.locationid},
         ${t.equipmentid ?? null}, ${e?.description ?? null}, ${e?.modelnumber ?? null}, ${e?.partnumber ?? null},
         ${e?.serialnumber ?? null}, ${problem}, ${t.contactname.trim()}, ${clean(t.contactphone)},
         ${clean(t.contactemail)?.toLowerCase() ?? null}, 'Break/Fix', ${now}, ${now}, ${OPEN_STATUS},
         ${t.severitylevel ?? null}, author.userid, ${created}, ${now} FROM author
       RETURNING ticketid, createdbyuserid, createddateutc
     ), entry AS (
       INSERT INTO ticket_activities (ticketid, activitytypeid, applicationid, description, createdby, createdbyuserid, createddate)
       SELECT ticket.ticketid, ${ActivityType.created}, ${PORTAL_APPLICATION_ID}, ${created}, author.name, author.userid,
         ticket.createddateutc FROM ticket, author
     )
     SELECT ticketid FROM ticket`,
  )
  if (!row) return yield* Effect.die(new Error(`user ${userid} is missing`))
  return row.ticketid
})

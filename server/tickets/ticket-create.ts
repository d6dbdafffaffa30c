import { sql } from "drizzle-orm"
import { OPEN_STATUS } from "../../core/domain/tickets/status.ts"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import type { Db } from "../db/client.ts"
import { ActivityType, PORTAL_APPLICATION_ID } from "./ticket-activity.ts"

export type CreateResult =
  | { readonly ok: true; readonly ticketid: number }
  | {
      readonly ok: false
      readonly kind: "NotFound" | "BadRequest"
      readonly field: string
      readonly message: string
    }

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

interface EquipmentRow {
  description: string | null
  modelnumber: string | null
  partnumber: string | null
  serialnumber: string | null
}

/**
 * Checks that the agreement is in the caller's scope and active, that the location is one of the
 * agreement's, and that the equipment (when given) is on that agreement at that location.
 */
const checkPlacement = async (db: Db, scope: CompanyScope, t: NewTicket) => {
  const [agreement] = await db.run<{ companyid: number; active: boolean }>(
    sql`SELECT companyid, active FROM agreements
        WHERE agreementid = ${t.agreementid} AND ${scopeCondition(scope, "companyid")}`,
  )
  if (!agreement) return fail("NotFound", "agreementid", `Agreement ${t.agreementid} was not found`)
  if (!agreement.active) return fail("BadRequest", "agreementid", `Agreement ${t.agreementid} is not active`)
  const covered = await db.run(
    sql`SELECT 1 FROM agreement_locations WHERE agreementid = ${t.agreementid} AND locationid = ${t.locationid}`,
  )
  if (covered.length === 0)
    return fail(
      "BadRequest",
      "locationid",
      `Location ${t.locationid} is not covered by agreement ${t.agreementid}`,
    )
  if (t.equipmentid === undefined || t.equipmentid === null)
    return { companyid: agreement.companyid, equipment: null }
  const [equipment] = await db.run<EquipmentRow>(
    sql`SELECT description, modelnumber, partnumber, serialnumber FROM equipment
        WHERE equipmentid = ${t.equipmentid} AND agreementid = ${t.agreementid} AND locationid = ${t.locationid}`,
  )
  if (!equipment)
    return fail(
      "BadRequest",
      "equipmentid",
      `Equipment ${t.equipmentid} is not under agreement ${t.agreementid} at location ${t.locationid}`,
    )
  return { companyid: agreement.companyid, equipment }
}

const fail = (kind: "NotFound" | "BadRequest", field: string, message: string) =>
  ({ ok: false, kind, field, message }) as const

/** POST /v1/ticket: a new open ticket, its "Ticket created" history entry and latest activity. */
export const createTicket = async (
  db: Db,
  scope: CompanyScope,
  userid: number,
  t: NewTicket,
): Promise<CreateResult> => {
  const placement = await checkPlacement(db, scope, t)
  if ("ok" in placement) return placement
  const e = placement.equipment
  const problem = t.problem.trim()
  const created = `Ticket created: ${problem}`
  const now = new Date().toISOString()
  // One statement, so the ticket never exists without its history entry.
  const [row] = await db.run<{ ticketid: number }>(
    sql`WITH author AS (SELECT userid, firstname || ' ' || lastname AS name FROM users WHERE userid = ${userid}),
     ticket AS (
       INSERT INTO tickets (companyid, customerreferenceid, agreementid, locationid, equipmentid, equipment,
         modelnumber, equipmentpartnumber, serialnumber, problem, contactname, contactphone, contactemail,
         tickettype, createddateutc, modifieddateutc, ticketstatus, severitylevel, createdbyuserid,
         latestactivitydescription, latestactivitydate)
       SELECT ${placement.companyid}, ${clean(t.customerreferenceid)}, ${t.agreementid}, ${t.locationid},
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
  if (!row) throw new Error(`user ${userid} is missing`)
  const ticketid = row.ticketid
  return { ok: true, ticketid }
}

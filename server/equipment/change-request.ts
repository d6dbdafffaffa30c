import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { CHANGE_REQUEST_PROBLEMS, changeRequestSubject } from "../../core/domain/equipment/change-request.ts"
import type { AgreementRequest } from "../../core/schema/equipment.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { formatMailDateTime } from "../../core/domain/dates/format.ts"
import { formatStoredPhone } from "../../core/domain/validation/phone.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { inTransaction, queryRows } from "../services.ts"
import { agreementNotFound } from "../shell/agreement-store.ts"
import { queueChangeRequestMail } from "./change-request-store.ts"
import { equipmentNotFound } from "./equipment-store.ts"
import { pick } from "../db/pick.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { agreements, equipment, equipmentActivities } from "../db/schema.ts"

const targetShape = {
  ...pick(equipment, [
    "companyid",
    "agreementid",
    "description",
    "systemname",
    "serialnumber",
    "modelnumber",
  ]),
  // from the LEFT JOIN: null without a location
  locationname: computed<string | null>(),
}
type Target = RowOf<typeof targetShape>

const agreementShape = { agreementname: agreements.agreementname, salesemail: computed<string | null>() }
type AgreementTarget = RowOf<typeof agreementShape>

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

const requesterShape = {
  name: computed<string>(),
  email: computed<string | null>(),
  phone: computed<string | null>(),
  ext: computed<string | null>(),
  asked: computed<string>(),
}
type Requester = RowOf<typeof requesterShape>

/** How the sales rep reaches the requester: the email and phone on record, or N/A. */
const contactLines = (r: Requester | undefined) => [
  `Email: ${r?.email ?? "N/A"}`,
  `Phone: ${formatStoredPhone(r?.phone) || "N/A"}${r?.ext ? ` ext. ${r.ext}` : ""}`,
  `Sent: ${formatMailDateTime(r?.asked) ?? "N/A"}`,
]

/** The mail's text: who asks and how to reach them, about what, where, and the message. */
const mailBody = (r: Requester | undefined, agreement: AgreementTarget, e: Target, message: string) =>
  [
    `${r?.name ?? "A portal user"} requests a change to equipment under agreement ${agreement.agreementname}.`,
    ...contactLines(r),
    "",
    `Equipment: ${e.description ?? "No Description"}${e.modelnumber ? ` (${e.modelnumber})` : ""}`,
    `System name: ${e.systemname ?? "N/A"}`,
    `Serial number: ${e.serialnumber ?? "No Serial Number"}`,
    `Location: ${e.locationname ?? "No Location Name"}`,
    "",
    message.trim(),
  ].join("\n")

/**
 * POST /v1/sendemail, template `agreement-request`: the equipment and the agreement must be in the
 * caller's scope (404 otherwise), the equipment under that agreement, and `to` that agreement's sales
 * representative (never another address). The mail, built from the server's own records, is queued
 * and the request entered on the equipment's activity in one transaction.
 */
export const requestChange = Effect.fn("requestChange")(function* (
  scope: CompanyScope,
  userid: number,
  payload: AgreementRequest,
) {
  const [target] = yield* queryRows(
    targetShape,
    sql`SELECT e.companyid, e.agreementid, e.description, e.systemname, e.serialnumber, e.modelnumber, l.locationname
        FROM equipment e LEFT JOIN locations l ON l.locationid = e.locationid
        WHERE e.equipmentid = ${payload.equipmentid} AND ${scopeCondition(scope, "e.companyid")}`,
  )
  if (!target) return yield* equipmentNotFound(payload.equipmentid)
  const [agreement] = yield* queryRows(
    agreementShape,
    sql`SELECT a.agreementname, r.email AS salesemail FROM agreements a LEFT JOIN sales_reps r ON r.salesid = a.salesid
        WHERE a.agreementid = ${payload.agreementid} AND ${scopeCondition(scope, "a.companyid")}`,
  )
  if (!agreement) return yield* agreementNotFound(payload.agreementid)
  if (target.agreementid !== payload.agreementid)
    return yield* new BadRequest({
      message: `Equipment ${payload.equipmentid} is not under agreement ${payload.agreementid}`,
      field: "agreementid",
    })
  if (!agreement.salesemail)
    return yield* new BadRequest({ message: CHANGE_REQUEST_PROBLEMS.noSalesEmail, field: "to" })
  if (!sameAddress(payload.to, agreement.salesemail))
    return yield* new BadRequest({
      message: "to must be the sales representative of the agreement",
      field: "to",
    })
  const salesemail = agreement.salesemail
  return yield* inTransaction(
    Effect.gen(function* () {
      // Bounded per user, counted with the mail it allows (a refusal rolls the count back).
      yield* enforceMailLimit(MAIL_LIMITS.changeRequest, userid)
      const [user] = yield* queryRows(
        requesterShape,
        sql`SELECT firstname || ' ' || lastname AS name, email, phonenumber AS phone, phonenumberextension AS ext,
                   to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS asked
              FROM users WHERE userid = ${userid}`,
      )
      const requester = user?.name ?? "A portal user"
      const [activity] = yield* queryRows(
        { activityid: equipmentActivities.activityid },
        sql`INSERT INTO equipment_activities (equipmentid, action, description, createdbyuserid, createdby)
            VALUES (${payload.equipmentid}, 'CHANGE_REQUESTED', ${`Change requested from ${salesemail}: ${payload.message.trim()}`},
              ${userid}, ${requester})
            RETURNING activityid`,
      )
      return yield* queueChangeRequestMail({
        companyid: target.companyid,
        agreementid: payload.agreementid,
        equipmentid: payload.equipmentid,
        activityid: activity!.activityid,
        to: salesemail,
        subject: changeRequestSubject(agreement.agreementname, target.description),
        textBody: mailBody(user, agreement, target, payload.message),
        locationname: target.locationname,
        equipment: target.description,
        systemname: target.systemname,
        serialnumber: target.serialnumber,
        message: payload.message.trim(),
        requestedByUserid: userid,
      })
    }),
  )
})

import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { changeRequestMail } from "../mail/service-mails.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { Mail, queryRows } from "../services.ts"
import { changeRequests } from "../db/schema.ts"

/** A change request as it is mailed: the recipient, the mail's texts and what it is about. */
export interface ChangeRequestMail {
  readonly companyid: number
  readonly agreementid: number
  readonly equipmentid: number
  readonly activityid: number
  readonly to: string
  readonly subject: string
  readonly textBody: string
  readonly locationname: string | null
  readonly equipment: string | null
  readonly systemname: string | null
  readonly serialnumber: string | null
  readonly message: string
  readonly requestedByUserid: number
}

/**
 * Queues the mail of a change request. It runs inside the caller's transaction, beside the activity
 * entry, so all land or none: the message goes to the outbox (delivered over SMTP when configured)
 * and the `change_requests` row keeps what was asked, with the outbox message it went out as.
 */
export const queueChangeRequestMail = Effect.fn("queueChangeRequestMail")(function* (
  mail: ChangeRequestMail,
) {
  const { brand } = yield* Mail
  const outboxid = yield* enqueueMail(changeRequestMail(brand, mail.to, mail.subject, mail.textBody))
  const [row] = yield* queryRows(
    { id: changeRequests.id },
    sql`INSERT INTO change_requests (companyid, agreementid, equipmentid, activityid, to_address, subject,
          text_body, locationname, equipment, systemname, serialnumber, message, requestedbyuserid, outboxid)
        VALUES (${mail.companyid}, ${mail.agreementid}, ${mail.equipmentid}, ${mail.activityid}, ${mail.to},
          ${mail.subject}, ${mail.textBody}, ${mail.locationname}, ${mail.equipment}, ${mail.systemname},
          ${mail.serialnumber}, ${mail.message}, ${mail.requestedByUserid}, ${outboxid})
        RETURNING id`,
  )
  return row!.id
})

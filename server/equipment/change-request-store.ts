import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { query } from "../services.ts"

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
 * entry, so both land or neither. The `change_requests` row keeps the mail until delivery takes it
 * (`sent` null); connecting it to the mail outbox is a change to this one function.
 */
export const queueChangeRequestMail = (mail: ChangeRequestMail) =>
  Effect.map(
    query<{ id: number }>(
      sql`INSERT INTO change_requests (companyid, agreementid, equipmentid, activityid, to_address, subject,
            text_body, locationname, equipment, systemname, serialnumber, message, requestedbyuserid)
          VALUES (${mail.companyid}, ${mail.agreementid}, ${mail.equipmentid}, ${mail.activityid}, ${mail.to},
            ${mail.subject}, ${mail.textBody}, ${mail.locationname}, ${mail.equipment}, ${mail.systemname},
            ${mail.serialnumber}, ${mail.message}, ${mail.requestedByUserid})
          RETURNING id`,
    ),
    ([row]) => row!.id,
  )

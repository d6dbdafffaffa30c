import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { PayloadTooLarge } from "../../core/schema/errors.ts"
import { queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { companies, tickets } from "../db/schema.ts"

/** First key of the advisory lock that makes one company's uploads take turns (the second is the company). */
const QUOTA_LOCK = 10_006

const MB = 1024 * 1024

/** Bytes as megabytes for a message: "2,048 MB", "1,023.47 MB". */
export const megabytes = (bytes: number): string =>
  `${(bytes / MB).toLocaleString("en-US", { maximumFractionDigits: 2 })} MB`

export interface QuotaCheck {
  readonly ticketid: number
  /** The upload's sanitised name and size. */
  readonly name: string
  readonly size: number
  /** The company's allowance (PORTAL_ATTACHMENT_QUOTA_MB). */
  readonly quotaBytes: number
}

/**
 * Fails with 413 `PayloadTooLarge` when the upload would take the ticket's company over its
 * attachment quota. Runs inside the upload's transaction and first takes a transaction-scoped
 * advisory lock on the company, so concurrent uploads of one company (on any server of the same
 * database) are counted one after the other and cannot overrun the quota together.
 */
export const checkAttachmentQuota = Effect.fn("checkAttachmentQuota")(function* (check: QuotaCheck) {
  const [company] = yield* queryRows(
    { companyid: tickets.companyid, companyname: companies.companyname },
    sql`SELECT t.companyid, c.companyname, pg_advisory_xact_lock(${QUOTA_LOCK}, t.companyid) AS locked
        FROM tickets t JOIN companies c ON c.companyid = t.companyid WHERE t.ticketid = ${check.ticketid}`,
  )
  if (!company) return yield* Effect.die(new Error(`ticket ${check.ticketid} is missing`))
  // Sizes only: the bytes themselves live out of line and are not read.
  const [usage] = yield* queryRows(
    // bigint: text on node-postgres, a number on PGlite
    { used: computed<string | number>() },
    sql`SELECT coalesce(sum(f.size), 0)::bigint AS used
        FROM ticket_files f JOIN tickets t ON t.ticketid = f.ticketid WHERE t.companyid = ${company.companyid}`,
  )
  const used = Number(usage?.used ?? 0)
  if (used + check.size <= check.quotaBytes) return
  return yield* new PayloadTooLarge({
    message:
      `"${check.name}" (${megabytes(check.size)}) does not fit in the attachment quota of ${company.companyname}: ` +
      `${megabytes(used)} of ${megabytes(check.quotaBytes)} are used. Ask your service provider to raise the quota.`,
    limitBytes: check.quotaBytes,
  })
})

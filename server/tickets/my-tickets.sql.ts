import { type SQL, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { TicketOwner } from "../../core/domain/tickets/saved-views.ts"
import { users } from "../db/schema.ts"
import { queryRows } from "../services.ts"

/** The caller as the "My tickets" rule sees them (undefined for a user that is gone). */
export const readTicketOwner = (userid: number) =>
  Effect.map(
    queryRows(
      {
        userid: users.userid,
        companyid: users.companyid,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      },
      sql`SELECT userid, companyid, email, firstname, lastname FROM users WHERE userid = ${userid}`,
    ),
    ([row]): TicketOwner | undefined => row,
  )

const foldedOrNull = (text: string): string | null => {
  const folded = text.trim().toLowerCase()
  return folded === "" ? null : folded
}

/**
 * `isMyTicket` (core/domain/tickets/saved-views.ts) over `tickets t`: raised by the owner, or a
 * ticket of their company naming them as contact by email or full name. The folded contact columns
 * are indexed with the company (migration 0034), so each arm of the OR is an index scan; an empty
 * name or email is NULL and matches nothing. No owner (the filter without a caller): nothing.
 */
export const myTicketsCondition = (owner: TicketOwner | undefined): SQL => {
  if (owner === undefined) return sql`FALSE`
  const email = foldedOrNull(owner.email)
  const name = foldedOrNull(`${owner.firstname} ${owner.lastname}`)
  return sql`(t.createdbyuserid = ${owner.userid}
    OR (t.companyid = ${owner.companyid}::int AND (lower(btrim(t.contactemail)) = ${email}::text
        OR lower(btrim(t.contactname)) = ${name}::text)))`
}

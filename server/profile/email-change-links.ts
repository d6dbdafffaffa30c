import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { emailChangeTexts } from "../../core/domain/profile/email-change.ts"
import type { EmailChangeOutcome } from "../../core/schema/profile.ts"
import { BadRequest, NotFound } from "../../core/schema/errors.ts"
import { accountTokenKey } from "../accounts/account-tokens.ts"
import { emailChanges } from "../db/schema.ts"
import { inTransaction, query, queryRows } from "../services.ts"
import { lockUser } from "./email-change-lock.ts"

/**
 * The two mailed links of an email change (confirm, cancel): each opens the pending request its
 * token names, once, while it is unexpired.
 */
const liveChangeRow = {
  id: emailChanges.id,
  userid: emailChanges.userid,
  old_email: emailChanges.oldEmail,
  new_email: emailChanges.newEmail,
}

const invalidLink = new NotFound({ message: emailChangeTexts.invalidLink })

/** The pending, unexpired request a token opens (locked until the transaction ends), or 404. */
const liveChange = (column: "confirm_hash" | "cancel_hash", token: string) =>
  Effect.flatMap(
    queryRows(
      liveChangeRow,
      sql`SELECT c.id, c.userid, c.old_email, c.new_email FROM email_changes c
          JOIN users u ON u.userid = c.userid
          WHERE ${sql.raw(`c.${column}`)} = ${accountTokenKey(token)} AND c.state = 'pending'
            AND c.expires > now() AND u.useractive
          FOR UPDATE OF c`,
    ),
    ([row]) => (row ? Effect.succeed(row) : Effect.fail(invalidLink)),
  )

const end = (id: number, state: "confirmed" | "cancelled") =>
  query(sql`UPDATE email_changes SET state = ${state}, ended = now() WHERE id = ${id}`)

/**
 * POST /v1/user/confirmemailchange/:token: sets the new address and spends the request (both links
 * stop working). When another account has meanwhile taken the address, the request is
 * spent without a change and the answer (seen by the new mailbox's holder only) says so.
 */
export const confirmEmailChange = Effect.fn("confirmEmailChange")(function* (token: string) {
  const outcome = yield* inTransaction(
    Effect.gen(function* () {
      const [owner] = yield* queryRows(
        { userid: emailChanges.userid },
        sql`SELECT userid FROM email_changes WHERE confirm_hash = ${accountTokenKey(token)}`,
      )
      if (owner) yield* lockUser(owner.userid)
      const change = yield* liveChange("confirm_hash", token)
      // Any account counts, active or not, as for the unique index users_email_key (0027); a
      // confirmation racing another account's change to the address meets the index: 409.
      const [taken] = yield* query(
        sql`SELECT 1 FROM users WHERE lower(email) = lower(${change.new_email})
              AND userid <> ${change.userid} LIMIT 1`,
      )
      yield* end(change.id, taken ? "cancelled" : "confirmed")
      if (taken) return { taken: true as const, email: change.old_email }
      yield* query(sql`UPDATE users SET email = ${change.new_email} WHERE userid = ${change.userid}`)
      return { taken: false as const, email: change.new_email }
    }),
  )
  if (outcome.taken)
    return yield* new BadRequest({ message: emailChangeTexts.addressTaken, field: "newEmail" })
  return {
    status: "success",
    message: emailChangeTexts.confirmed,
    email: outcome.email,
  } satisfies EmailChangeOutcome
})

/** POST /v1/user/cancelemailchange/:token: spends the request; the address stays. */
export const cancelEmailChange = Effect.fn("cancelEmailChange")(function* (token: string) {
  const change = yield* inTransaction(
    Effect.gen(function* () {
      const change = yield* liveChange("cancel_hash", token)
      yield* end(change.id, "cancelled")
      return change
    }),
  )
  return {
    status: "success",
    message: emailChangeTexts.cancelled,
    email: change.old_email,
  } satisfies EmailChangeOutcome
})

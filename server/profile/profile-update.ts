import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { type ProfileChanges, profileRefusals } from "../../core/domain/profile/profile-fields.ts"
import { phoneToStore } from "../../core/domain/validation/phone.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import type { ProfileUpdate } from "../../core/schema/profile.ts"
import { query } from "../services.ts"
import { findUser } from "../shell/user-store.ts"

/** Trims every given field (names and numbers are stored without surrounding spaces). */
const trimmed = (update: ProfileUpdate): ProfileChanges =>
  Object.fromEntries(Object.entries(update).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v]))

/**
 * PATCH /v1/user/:id on the caller's own record: each given field is checked with the shared
 * profile rules (400 naming the first failing field); the phone number is stored in E.164; an
 * empty extension is stored as null. Only given fields change, in one statement. Returns the record.
 */
export const updateOwnProfile = Effect.fn("updateOwnProfile")(function* (
  userid: number,
  update: ProfileUpdate,
) {
  const changes = trimmed(update)
  const problems = Object.entries(profileRefusals(changes))
  if (problems.length > 0) {
    const [field, message] = problems[0]!
    return yield* new BadRequest({ message, field })
  }
  const sets = [
    changes.firstname === undefined ? null : sql`firstname = ${changes.firstname}`,
    changes.lastname === undefined ? null : sql`lastname = ${changes.lastname}`,
    changes.phonenumber === undefined ? null : sql`phonenumber = ${phoneToStore(changes.phonenumber)!}`,
    changes.phonenumberextension === undefined
      ? null
      : sql`phonenumberextension = ${changes.phonenumberextension === "" ? null : changes.phonenumberextension}`,
  ].filter((s) => s !== null)
  if (sets.length > 0) yield* query(sql`UPDATE users SET ${sql.join(sets, sql`, `)} WHERE userid = ${userid}`)
  return yield* findUser(userid)
})

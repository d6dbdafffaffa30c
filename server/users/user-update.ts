import { eq } from "drizzle-orm"
import { revokeReplyTokens } from "../mail/reply-tokens.ts"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { editableFields, type Person, type UserUpdateField } from "../../core/domain/users/user-rules.ts"
import { type ProfileChanges, profileRefusals } from "../../core/domain/profile/profile-fields.ts"
import { phoneToStore } from "../../core/domain/validation/phone.ts"
import { BadRequest, Forbidden, NotFound } from "../../core/schema/errors.ts"
import type { UserUpdate } from "../../core/schema/user-admin.ts"
import { endUserSessions } from "../auth/end-sessions.ts"
import { pick } from "../db/pick.ts"
import { users } from "../db/schema.ts"
import { inTransaction, orm } from "../services.ts"
import { findUser } from "../shell/user-store.ts"
import { recordUserActivity } from "./user-activity-store.ts"
import { boundTakenValues } from "./taken-values.ts"
import { blankToNull, checkEmailFree, personOf } from "./user-write.ts"

/** The `users` column (its definition's key) behind each field of an update. */
const COLUMN = {
  firstname: "firstname",
  lastname: "lastname",
  email: "email",
  phonenumber: "phonenumber",
  phonenumberextension: "phonenumberextension",
  userActive: "useractive",
} as const satisfies { readonly [F in UserUpdateField]: keyof typeof users.$inferSelect }

/** The fields of a body that differ from the stored user (the spec's "only changed fields"). */
const changedFields = (
  body: UserUpdate,
  stored: Record<UserUpdateField, string | boolean | null>,
): ReadonlyArray<UserUpdateField> =>
  (Object.keys(COLUMN) as UserUpdateField[]).filter((f) => {
    const value = body[f]
    if (value === undefined) return false
    const next = typeof value === "string" ? blankToNull(value) : value
    return next !== stored[f]
  })

/**
 * The profile rules (core/domain/profile) on the profile fields of an update: names required and at
 * most 50, a phone number valid for its country (stored in E.164; empty clears it), an extension of
 * digits; 400 naming the first failing field. Text fields come back trimmed.
 */
const checkedProfileFields = Effect.fn("checkedProfileFields")(function* (body: UserUpdate) {
  // null clears a field like empty text does
  const trim = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? "").trim())
  const phone = trim(body.phonenumber)
  const changes = Object.fromEntries(
    Object.entries({
      firstname: trim(body.firstname),
      lastname: trim(body.lastname),
      phonenumber: phone === "" ? undefined : phone,
      phonenumberextension: trim(body.phonenumberextension),
    }).filter(([, v]) => v !== undefined),
  ) as ProfileChanges
  const [problem] = Object.entries(profileRefusals(changes))
  if (problem) return yield* new BadRequest({ field: problem[0], message: problem[1] })
  const stored: UserUpdate = {
    ...body,
    ...changes,
    ...(phone === undefined ? {} : { phonenumber: phone === "" ? "" : phoneToStore(phone)! }),
  }
  return stored
})

/**
 * PATCH /v1/user/:id (the profile screen, the contact confirmation, the users screen and CLI): the
 * profile rules apply to the profile fields, then the caller changes only the fields `editableFields` gives it (403 naming the
 * first other changed field). Deactivating ends every session of the user in the same transaction,
 * so a deactivated user is signed out everywhere at once; the timeline records each change.
 */
export const updateUser = Effect.fn("updateUser")(function* (
  caller: Caller,
  target: Person,
  given: UserUpdate,
) {
  const body = yield* checkedProfileFields(given)
  const allowed = editableFields(personOf(caller), target)
  const write = inTransaction(
    Effect.gen(function* () {
      const [row] = yield* orm((o) =>
        o
          .select(pick(users, Object.values(COLUMN)))
          .from(users)
          .where(eq(users.userid, target.userid))
          .for("update"),
      )
      if (!row) return yield* new NotFound({ message: `User ${target.userid} was not found` })
      const changed = changedFields(body, { ...row, userActive: row.useractive })
      const refused = changed.find((f) => !allowed.includes(f))
      if (refused)
        return yield* new Forbidden({
          message:
            refused === "userActive" && caller.userID === target.userid
              ? "Nobody can activate or deactivate their own account"
              : `You may not change ${refused} of this user`,
        })
      if (changed.includes("email")) yield* checkEmailFree(body.email!, target.userid)
      if (changed.length === 0) return
      const sets = Object.fromEntries(
        changed.map((f) => {
          const value = body[f]
          return [COLUMN[f], typeof value === "string" ? blankToNull(value) : value]
        }),
      )
      yield* orm((o) => o.update(users).set(sets).where(eq(users.userid, target.userid)))
      const fields = changed.filter((f) => f !== "userActive")
      if (fields.length > 0)
        yield* recordUserActivity({
          userid: target.userid,
          action: "USER_UPDATED",
          createdBy: caller.userID,
          details: { fields },
        })
      if (changed.includes("userActive")) {
        const active = body.userActive === true
        if (!active) yield* endUserSessions(target.userid)
        // A deactivated user's reply addresses stay dead if the account comes back (issue 29).
        if (!active) yield* revokeReplyTokens(target.userid)
        yield* recordUserActivity({
          userid: target.userid,
          action: active ? "USER_ACTIVATED" : "USER_DEACTIVATED",
          createdBy: caller.userID,
        })
      }
    }),
  )
  // A new address may belong to another account: such refusals are bounded per caller.
  yield* body.email === undefined ? write : boundTakenValues(caller, write)
  return yield* findUser(target.userid)
})

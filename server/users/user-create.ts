import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { ACCOUNT_TOKEN_MINUTES } from "../../core/domain/account-tokens.ts"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { profileRefusals } from "../../core/domain/profile/profile-fields.ts"
import { assignableRolesIn, canCreateIn } from "../../core/domain/users/user-rules.ts"
import { phoneToStore } from "../../core/domain/validation/phone.ts"
import { BadRequest, NotFound } from "../../core/schema/errors.ts"
import type { NewUser } from "../../core/schema/user-admin.ts"
import { issueToken, newAccountToken } from "../accounts/account-tokens.ts"
import { hashPassword } from "../auth/password.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { accountSetupMail } from "../mail/account-mails.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { notifyCompanyUserAdded } from "../notifications/notify-events.ts"
import { inTransaction, Mail, query } from "../services.ts"
import { findUser } from "../shell/user-store.ts"
import { recordUserActivity } from "./user-activity-store.ts"
import { blankToNull, checkEmailFree, personOf, taken } from "./user-write.ts"

/**
 * POST /v1/user: the account, its timeline entry and the complete-setup mail commit together. The
 * account gets an unguessable password nobody knows; its owner chooses one through the mailed link.
 * A company outside the caller's reach answers 404 (staff reach all; company admins their own).
 */
export const createUser = Effect.fn("createUser")(function* (caller: Caller, input: NewUser) {
  const mail = yield* Mail
  const me = personOf(caller)
  const [company] = yield* query<{ companyid: number }>(
    sql`SELECT companyid FROM companies WHERE companyid = ${input.companyid}`,
  )
  if (!company || !canCreateIn(me, input.companyid))
    return yield* new NotFound({ message: `Company ${input.companyid} was not found` })
  if (!assignableRolesIn(caller.roleid, input.companyid).includes(input.roleid as never))
    return yield* new BadRequest({ message: "You cannot give this role in this company", field: "roleid" })
  const phone = (input.phonenumber ?? "").trim()
  const phoneProblem = phone === "" ? undefined : profileRefusals({ phonenumber: phone }).phonenumber
  if (phoneProblem) return yield* new BadRequest({ message: phoneProblem, field: "phonenumber" })
  const hash = yield* Effect.promise(() => hashPassword(newAccountToken()))
  const userid = yield* inTransaction(
    Effect.gen(function* () {
      const [dupe] = yield* query(
        sql`SELECT 1 FROM users WHERE lower(username) = lower(${input.username.trim()})`,
      )
      if (dupe) return yield* taken("username")
      yield* checkEmailFree(input.email)
      const [row] = yield* query<{ userid: number }>(
        sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email,
                               phonenumber, phonenumberextension)
            VALUES (${input.username.trim()}, ${hash}, ${input.roleid}, ${input.companyid},
                    ${input.firstname.trim()}, ${input.lastname.trim()}, ${input.email.trim()},
                    ${phone === "" ? null : phoneToStore(phone)!}, ${blankToNull(input.phonenumberextension)})
            RETURNING userid`,
      )
      const id = row!.userid
      yield* recordUserActivity({ userid: id, action: "USER_CREATED", createdBy: caller.userID })
      // The setup mail goes to someone other than the caller: bounded per user (rolled back on refusal).
      yield* enforceMailLimit(MAIL_LIMITS.newUser, caller.userID)
      const token = yield* issueToken(id, "setup")
      const name = `${input.firstname.trim()} ${input.lastname.trim()}`
      const to = { email: input.email.trim(), name, username: input.username.trim() }
      const days = ACCOUNT_TOKEN_MINUTES.setup / (24 * 60)
      yield* enqueueMail(accountSetupMail(mail.brand, mail.links, to, token, days))
      // Colleagues and the company's sales reps hear of it (their subscriptions), in this transaction.
      yield* notifyCompanyUserAdded({ newUser: { userid: id }, createdBy: caller.userID })
      return id
    }),
  )
  mail.wake()
  return yield* findUser(userid)
})

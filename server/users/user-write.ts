import { and, eq, ne, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { ACCOUNT_TOKEN_MINUTES } from "../../core/domain/account-tokens.ts"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { assignableRolesIn, canCreateIn, type Person } from "../../core/domain/users/user-rules.ts"
import { profileRefusals } from "../../core/domain/profile/profile-fields.ts"
import { phoneToStore } from "../../core/domain/validation/phone.ts"
import { BadRequest, NotFound } from "../../core/schema/errors.ts"
import type { NewUser } from "../../core/schema/user-admin.ts"
import { issueToken } from "../accounts/account-tokens.ts"
import { hashPassword } from "../auth/password.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { accountSetupMail } from "../mail/account-mails.ts"
import { takenConflict } from "../db/unique-violations.ts"
import { companies, users } from "../db/schema.ts"
import { inTransaction, Mail, orm } from "../services.ts"
import { findUser } from "../shell/user-store.ts"
import { newAccountToken } from "../accounts/account-tokens.ts"
import { notifyCompanyUserAdded } from "../notifications/notify-events.ts"
import { boundTakenValues } from "./taken-values.ts"
import { recordUserActivity } from "./user-activity-store.ts"

/** The caller as the rules see it. */
export const personOf = (caller: Caller): Person => ({
  userid: caller.userID,
  roleid: caller.roleid,
  companyid: caller.companyid,
})

/** A taken username or address: the 409 the unique index gives a concurrent request too. */
const taken = (field: "username" | "email") =>
  takenConflict(field === "username" ? "users_username_key" : "users_email_key")

/**
 * Refuses an address another account uses (case-insensitive; empty addresses never clash, like the
 * index users_email_key); `except` is the account being edited.
 */
export const checkEmailFree = Effect.fn("checkEmailFree")(function* (email: string, except?: number) {
  const [row] = yield* orm((o) =>
    o
      .select({ userid: users.userid })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = lower(${email.trim()})`,
          ne(users.email, ""),
          except === undefined ? undefined : ne(users.userid, except),
        ),
      )
      .limit(1),
  )
  if (row) return yield* taken("email")
})

export const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === "" ? null : value.trim()

/**
 * POST /v1/user: the account, its timeline entry and the complete-setup mail commit together. The
 * account gets an unguessable password nobody knows; its owner chooses one through the mailed link.
 * A company outside the caller's reach answers 404 (staff reach all; company admins their own).
 */
export const createUser = Effect.fn("createUser")(function* (caller: Caller, input: NewUser) {
  const mail = yield* Mail
  const me = personOf(caller)
  const [company] = yield* orm((o) =>
    o
      .select({ companyid: companies.companyid })
      .from(companies)
      .where(eq(companies.companyid, input.companyid)),
  )
  if (!company || !canCreateIn(me, input.companyid))
    return yield* new NotFound({ message: `Company ${input.companyid} was not found` })
  if (!assignableRolesIn(caller.roleid, input.companyid).includes(input.roleid as never))
    return yield* new BadRequest({ message: "You cannot give this role in this company", field: "roleid" })
  const phone = (input.phonenumber ?? "").trim()
  const phoneProblem = phone === "" ? undefined : profileRefusals({ phonenumber: phone }).phonenumber
  if (phoneProblem) return yield* new BadRequest({ message: phoneProblem, field: "phonenumber" })
  const hash = yield* Effect.promise(() => hashPassword(newAccountToken()))
  const userid = yield* boundTakenValues(
    caller,
    inTransaction(
      Effect.gen(function* () {
        const [dupe] = yield* orm((o) =>
          o
            .select({ userid: users.userid })
            .from(users)
            .where(sql`lower(${users.username}) = lower(${input.username.trim()})`),
        )
        if (dupe) return yield* taken("username")
        yield* checkEmailFree(input.email)
        const [row] = yield* orm((o) =>
          o
            .insert(users)
            .values({
              username: input.username.trim(),
              passwordHash: hash,
              roleid: input.roleid,
              companyid: input.companyid,
              firstname: input.firstname.trim(),
              lastname: input.lastname.trim(),
              email: input.email.trim(),
              phonenumber: phone === "" ? null : phoneToStore(phone)!,
              phonenumberextension: blankToNull(input.phonenumberextension),
            })
            .returning({ userid: users.userid }),
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
    ),
  )
  mail.wake()
  return yield* findUser(userid)
})

import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { ACCOUNT_TEAM_CONTACT_TEXTS, canContactAccountTeam } from "../../core/domain/account-team-contact.ts"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import type { Caller } from "../../core/api/middleware.ts"
import { Forbidden, NotFound } from "../../core/schema/errors.ts"
import { computed } from "../db/rows.ts"
import { companies, salesReps, users } from "../db/schema.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { accountTeamContactMail } from "../mail/account-team-mail.ts"
import { enqueueMail } from "../mail/outbox.ts"
import { inTransaction, Mail, queryRows } from "../services.ts"

/**
 * POST /v1/sendemail with `{ template: "account-team" }` alone: mails each member of the caller's
 * account team (the sales reps of its company's agreements) the caller's name, company, email and
 * phone from their own record. Customers only (403), 404 without an account team, 429 past the
 * per-user bound (counted with the mail it allows). Returns the first queued mail's id.
 */
export const contactAccountTeam = Effect.fn("contactAccountTeam")(function* (caller: Caller) {
  if (!canContactAccountTeam(caller.roleid))
    return yield* new Forbidden({ message: ACCOUNT_TEAM_CONTACT_TEXTS.notCustomer })
  const [from] = yield* queryRows(
    {
      name: computed<string>(),
      email: users.email,
      phone: users.phonenumber,
      company: companies.companyname,
    },
    sql`SELECT trim(u.firstname || ' ' || u.lastname) AS name, u.email, u.phonenumber AS phone,
          c.companyname AS company
        FROM users u JOIN companies c ON c.companyid = u.companyid WHERE u.userid = ${caller.userID}`,
  )
  const team = yield* queryRows(
    { email: salesReps.email },
    sql`SELECT DISTINCT r.email FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
        WHERE a.companyid = ${caller.companyid} AND r.email <> '' ORDER BY r.email`,
  )
  if (!from || team.length === 0) return yield* new NotFound({ message: ACCOUNT_TEAM_CONTACT_TEXTS.noTeam })
  const { brand } = yield* Mail
  return yield* inTransaction(
    Effect.gen(function* () {
      yield* enforceMailLimit(MAIL_LIMITS.accountTeamContact, caller.userID)
      const ids = yield* Effect.forEach(team, (member) =>
        enqueueMail(accountTeamContactMail(brand, member.email, from)),
      )
      return ids[0]!
    }),
  )
})

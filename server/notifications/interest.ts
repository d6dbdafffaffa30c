import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { NotFound, TooManyRequests } from "../../core/schema/errors.ts"
import type { InterestRequest } from "../../core/schema/notification.ts"
import { enforceMailLimit } from "../limits/limit-counter.ts"
import { lockLimit } from "../limits/limit-lock.ts"
import { enqueueMail, recentMailCount } from "../mail/outbox.ts"
import { interestMail } from "../mail/service-mails.ts"
import { inTransaction, Mail, queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { companies, salesReps, users } from "../db/schema.ts"

/** Interest requests one account team receives in an hour, at most. */
export const INTEREST_PER_HOUR = 20

const WHAT = { "interested-monitoring": "monitoring", "interested-integration": "an integration" } as const

/**
 * POST /v1/interest: mails the account team of the caller's company (the sales reps of its
 * agreements) through the outbox. 404 when the company has no account team, 429 past the hourly bound.
 */
export const submitInterest = Effect.fn("submitInterest")(function* (userid: number, req: InterestRequest) {
  const mail = yield* Mail
  const [from] = yield* queryRows(
    {
      name: computed<string>(),
      email: users.email,
      company: companies.companyname,
      companyid: users.companyid,
    },
    sql`SELECT trim(u.firstname || ' ' || u.lastname) AS name, u.email, c.companyname AS company, u.companyid
          FROM users u JOIN companies c ON c.companyid = u.companyid WHERE u.userid = ${userid}`,
  )
  if (!from) return yield* new NotFound({ message: `User ${userid} was not found` })
  const team = yield* queryRows(
    { email: salesReps.email },
    sql`SELECT DISTINCT r.email FROM agreements a JOIN sales_reps r ON r.salesid = a.salesid
         WHERE a.companyid = ${from.companyid} AND r.email <> '' ORDER BY r.email`,
  )
  if (team.length === 0)
    return yield* new NotFound({ message: "Your company has no account team to send this request to" })
  yield* inTransaction(
    Effect.gen(function* () {
      // Bounded per account team: a flood of requests would bury the team's inbox. Requests to one
      // team take turns (on every process), so each counts the mails of those before it.
      yield* lockLimit("interest-team", team[0]!.email.toLowerCase())
      const recent = yield* recentMailCount("interest", team[0]!.email, 60)
      if (recent >= INTEREST_PER_HOUR)
        return yield* new TooManyRequests({
          message: `Your account team has received ${INTEREST_PER_HOUR} requests this hour; please try again later`,
          retryAfterSeconds: 3600,
        })
      // Bounded per user as well, counted with the mail it allows.
      yield* enforceMailLimit(MAIL_LIMITS.interest, userid)
      yield* Effect.forEach(team, (member) =>
        enqueueMail(
          interestMail(mail.brand, member.email, {
            what: WHAT[req.key],
            product: req.product.trim(),
            from,
            message: req.message ?? "",
          }),
        ),
      )
    }),
  )
  mail.wake()
  return { status: "success" }
})

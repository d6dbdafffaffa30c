import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { type MailLimit, mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { TooManyRequests } from "../../core/schema/errors.ts"
import { queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { rateLimits } from "../db/schema.ts"

/** A bound the counter enforces: a name, how many hits, per how many seconds. */
export type Limit = Pick<MailLimit, "name" | "points" | "windowSeconds">

/** One counted hit: how many the window holds now and when it ends. */
export interface Hit {
  readonly hits: number
  readonly retryAfterSeconds: number
}

/**
 * Counts `count` hits (one unless the call does several things at once, say a few files) of `limit`
 * for `subject` in the database (table `rate_limits`, migration 0026): a fixed window, restarted by
 * the first hit after it has passed. One statement, atomic on PGlite and PostgreSQL, so every server
 * process shares the count. Run it inside the transaction of the work it guards: a refusal (or any
 * failure) rolls the hits back, so only work done is counted.
 */
export const countHit = Effect.fn("countHit")(function* (
  limit: Limit,
  subject: string | number,
  count: number = 1,
) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const [row] = yield* queryRows(
    { hits: rateLimits.hits, seconds_left: computed<number>() },
    sql`INSERT INTO rate_limits AS r (name, subject, window_start, hits)
        VALUES (${limit.name}, ${String(subject)}, now(), ${count})
        ON CONFLICT (name, subject) DO UPDATE SET
          hits = CASE WHEN r.window_start <= now() - ${window} THEN ${count} ELSE r.hits + ${count} END,
          window_start = CASE WHEN r.window_start <= now() - ${window} THEN now() ELSE r.window_start END
        RETURNING hits, ceil(extract(epoch FROM r.window_start + ${window} - now()))::int AS seconds_left`,
  )
  return { hits: row!.hits, retryAfterSeconds: Math.max(1, row!.seconds_left) } satisfies Hit
})

/**
 * Counts `count` hits and fails with 429 `TooManyRequests` past the bound, with the declared sentence
 * (core/domain/limits/mail-limits.ts, usage-limits.ts). The handler adds the Retry-After header
 * (`withRetryAfter`).
 */
export const enforceMailLimit = Effect.fn("enforceMailLimit")(function* (
  limit: MailLimit,
  subject: string | number,
  count: number = 1,
) {
  const hit = yield* countHit(limit, subject, count)
  if (hit.hits > limit.points)
    return yield* new TooManyRequests({
      message: mailLimitText(limit, hit.retryAfterSeconds),
      retryAfterSeconds: hit.retryAfterSeconds,
    })
})

/**
 * The hits `limit` holds for `subject` in its current window, without counting one (0 once the
 * window has passed), and when the window ends.
 */
export const currentHits = Effect.fn("currentHits")(function* (limit: Limit, subject: string | number) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const [row] = yield* queryRows(
    { hits: rateLimits.hits, seconds_left: computed<number>() },
    sql`SELECT hits, ceil(extract(epoch FROM window_start + ${window} - now()))::int AS seconds_left
        FROM rate_limits WHERE name = ${limit.name} AND subject = ${String(subject)}
          AND window_start > now() - ${window}`,
  )
  return { hits: row?.hits ?? 0, retryAfterSeconds: Math.max(1, row?.seconds_left ?? 1) } satisfies Hit
})

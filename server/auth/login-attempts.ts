import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { query, queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { loginAttempts } from "../db/schema.ts"

/** Failed sign-ins allowed before a username locks (the spec leaves the number open). */
export const maxLoginAttempts = 5

/** How long a lock lasts; a password reset or an administrator clears it sooner. */
export const lockMinutes = 15

/** The key an attempt is counted under: the username as typed, trimmed and lower-cased. */
export const usernameKey = (username: string): string => username.trim().toLowerCase()

/** A reserved attempt: its number among the failures so far, and whether the name is locked. */
export interface Reservation {
  readonly attempt: number
  readonly locked: boolean
}

/**
 * Counts an attempt before the password is checked, in one statement, so concurrent sign-ins
 * cannot all read the counter before any of them raises it. A lock that has run out starts the
 * count again. A locked name is not counted further.
 */
export const reserveAttempt = Effect.fn("reserveAttempt")(function* (key: string) {
  const [row] = yield* queryRows(
    { failed: loginAttempts.failed, locked: computed<boolean>() },
    sql`INSERT INTO login_attempts AS a (username_key, failed) VALUES (${key}, 1)
        ON CONFLICT (username_key) DO UPDATE SET
          failed = CASE WHEN a.locked_until IS NULL THEN a.failed + 1
                        WHEN a.locked_until <= now() THEN 1 ELSE a.failed END,
          locked_until = CASE WHEN a.locked_until <= now() THEN NULL ELSE a.locked_until END,
          updated = now()
        RETURNING failed, (locked_until IS NOT NULL OR failed > ${maxLoginAttempts}) AS locked`,
  )
  return { attempt: row?.failed ?? maxLoginAttempts + 1, locked: row?.locked ?? true } satisfies Reservation
})

/** The attempt failed: the last allowed failure locks the name for `lockMinutes`. */
export const settleFailure = Effect.fn("settleFailure")(function* (key: string, attempt: number) {
  if (attempt < maxLoginAttempts) return
  yield* query(
    sql`UPDATE login_attempts SET locked_until = now() + make_interval(mins => ${lockMinutes}), updated = now()
        WHERE username_key = ${key} AND locked_until IS NULL`,
  )
})

/** The attempt succeeded (or the password was reset): the count starts again and any lock goes. */
export const clearAttempts = (key: string) =>
  query(sql`DELETE FROM login_attempts WHERE username_key = ${key}`)

/** Attempts left before the name locks; 0 while locked. Known and unknown names alike. */
export const attemptsLeft = Effect.fn("attemptsLeft")(function* (key: string) {
  const [row] = yield* queryRows(
    { left: computed<number>() },
    sql`SELECT CASE WHEN locked_until > now() THEN 0
                    WHEN locked_until IS NOT NULL THEN ${maxLoginAttempts}
                    ELSE GREATEST(0, ${maxLoginAttempts} - failed) END::int AS left
        FROM login_attempts WHERE username_key = ${key}`,
  )
  return row?.left ?? maxLoginAttempts
})

/** Failed attempts are forgotten this long after the last one (a lock still runs its full time). */
export const attemptsForgottenAfterHours = 24

/**
 * Removes up to `batch` counters nobody has added to for `attemptsForgottenAfterHours` and that
 * hold no running lock: names typed once and never again (most of them names of no account) would
 * otherwise stay for ever. The age test is repeated outside the sub-select so that a counter a
 * concurrent attempt has just raised is kept. Returns how many went.
 */
export const sweepLoginAttempts = Effect.fn("sweepLoginAttempts")(function* (batch: number) {
  const stale = sql`updated <= now() - make_interval(hours => ${attemptsForgottenAfterHours})
    AND (locked_until IS NULL OR locked_until <= now())`
  const rows = yield* query(
    sql`DELETE FROM login_attempts WHERE ${stale} AND username_key IN
          (SELECT username_key FROM login_attempts WHERE ${stale} LIMIT ${batch})
        RETURNING 1 AS gone`,
  )
  return rows.length
})

import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { isInternalStaff } from "../../core/domain/roles.ts"
import { mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { TAKEN_VALUES_LIMIT } from "../../core/domain/users/taken-values.ts"
import { Conflict, TooManyRequests } from "../../core/schema/errors.ts"
import { countHit, currentHits } from "../limits/limit-counter.ts"

const isTakenValue = (error: unknown): boolean =>
  error instanceof Conflict && (error.field === "username" || error.field === "email")

/**
 * Runs a write that may find a username or address taken (`TAKEN_VALUES_LIMIT`): refused with 429
 * first when the caller has spent the bound, and each taken-value refusal counted after the write's
 * transaction has rolled back, in a statement of its own, so the count stays. Internal staff list
 * every company's users anyway, so their writes (bulk ones from the CLI among them) are not bounded.
 */
export const boundTakenValues = <A, E, R>(caller: Caller, write: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    if (isInternalStaff(caller.roleid)) return yield* write
    const callerId = caller.userID
    const spent = yield* currentHits(TAKEN_VALUES_LIMIT, callerId)
    if (spent.hits >= TAKEN_VALUES_LIMIT.points)
      return yield* new TooManyRequests({
        message: mailLimitText(TAKEN_VALUES_LIMIT, spent.retryAfterSeconds),
        retryAfterSeconds: spent.retryAfterSeconds,
      })
    return yield* write.pipe(
      Effect.tapError((error) =>
        isTakenValue(error) ? countHit(TAKEN_VALUES_LIMIT, callerId) : Effect.void,
      ),
    )
  })

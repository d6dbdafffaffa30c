import { Effect } from "effect"
import { mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { TAKEN_VALUES_LIMIT } from "../../core/domain/users/taken-values.ts"
import { Conflict, TooManyRequests } from "../../core/schema/errors.ts"
import { countHit, currentHits } from "../limits/limit-counter.ts"

const isTakenValue = (error: unknown): boolean =>
  error instanceof Conflict && (error.field === "username" || error.field === "email")

/**
 * Runs a write that may find a username or address taken (`TAKEN_VALUES_LIMIT`): refused with 429
 * first when the caller has spent the bound, and each taken-value refusal counted after the write's
 * transaction has rolled back, in a statement of its own, so the count stays.
 */
export const boundTakenValues = <A, E, R>(callerId: number, write: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
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

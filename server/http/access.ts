import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { companyScopeOf } from "../auth/scope.ts"
import { findUser } from "../shell/user-store.ts"
import { useDb } from "../services.ts"

/** The caller's company scope (see `companyScopeOf`). */
export const callerScope = Effect.flatMap(CurrentCaller, (caller) =>
  useDb((db) => companyScopeOf(db, caller)),
)

/**
 * A user the caller may read: itself, or a user of a company in its scope. Ids outside the
 * scope answer 404 like missing ones, so other companies' user ids are not revealed.
 */
export const readableUser = (userid: number) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    const user = yield* useDb((db) => findUser(db, userid))
    const notFound = new NotFound({ message: `User ${userid} was not found` })
    if (user === undefined) return yield* notFound
    if (user.userid === caller.userID) return user
    const scope = yield* callerScope
    if (!scope.all && !scope.companyIds.includes(user.companyid)) return yield* notFound
    return user
  })

import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { companyScopeOf, inScope } from "../auth/scope.ts"
import { findUser, userNotFound } from "../shell/user-store.ts"

/** The caller's company scope (see `companyScopeOf`). */
export const callerScope = Effect.flatMap(CurrentCaller, companyScopeOf)

/**
 * A user the caller may read: itself, or a user of a company in its scope. Ids outside the
 * scope answer 404 like missing ones, so other companies' user ids are not revealed.
 */
export const readableUser = Effect.fn("readableUser")(function* (userid: number) {
  const caller = yield* CurrentCaller
  const user = yield* findUser(userid)
  if (user.userid === caller.userID) return user
  const scope = yield* callerScope
  if (!inScope(scope, user.companyid)) return yield* userNotFound(userid)
  return user
})

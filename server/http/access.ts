import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { Forbidden } from "../../core/schema/errors.ts"
import { companyScopeOf, inScope } from "../auth/scope.ts"
import { findUser, userNotFound } from "../shell/user-store.ts"
import type { AccessRule } from "./access-rules.ts"

/** The caller's company scope (see `companyScopeOf`). */
export const callerScope = Effect.flatMap(CurrentCaller, companyScopeOf)

/**
 * A user the caller may read under an access rule of scope `user`: itself; another user only for
 * the rule's `otherUsers` roles (403 otherwise, before the id is even looked up) and only within
 * the caller's company scope (404 outside it, like a missing id, so other companies' user ids are
 * not revealed).
 */
export const readableUser = Effect.fn("readableUser")(function* (userid: number, rule: AccessRule) {
  const caller = yield* CurrentCaller
  const mayRead = userid === caller.userID || rule.otherUsers?.includes(caller.roleid) === true
  yield* mayRead
    ? Effect.void
    : Effect.fail(new Forbidden({ message: "Only an administrator may read another user's record" }))
  const user = yield* findUser(userid)
  if (user.userid === caller.userID) return user
  const scope = yield* callerScope
  if (!inScope(scope, user.companyid)) return yield* userNotFound(userid)
  return user
})

import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { actsOnOthers, USER_ACTION_REFUSALS, userActionRefusal } from "../../core/domain/users/user-access.ts"
import { Forbidden } from "../../core/schema/errors.ts"
import { companyScopeOf, inScope } from "../auth/scope.ts"
import { findUser, userNotFound } from "../shell/user-store.ts"
import type { AccessRule } from "./access-rule.ts"

/** The caller's company scope (see `companyScopeOf`). */
export const callerScope = Effect.flatMap(CurrentCaller, companyScopeOf)

/**
 * The user an endpoint names (path `:id` or payload `userId`), once the caller may do the rule's
 * `userAction` on it (core/domain/users/user-access.ts): itself always; another user only for
 * roles that act on others at all (403 otherwise, before the id is even looked up), only within
 * the caller's company scope (404 outside it, like a missing id, so other companies' user ids are
 * not revealed), and only where the user rule allows the action (403 with its sentence). Every
 * handler of a user-targeted endpoint starts here; a rule without `userAction` is a defect.
 */
export const readableUser = Effect.fn("readableUser")(function* (userid: number, rule: AccessRule) {
  const action = rule.userAction
  if (action === undefined) return yield* Effect.die(new Error("The access rule declares no userAction"))
  const caller = yield* CurrentCaller
  if (userid !== caller.userID && !actsOnOthers(caller.roleid))
    return yield* new Forbidden({ message: USER_ACTION_REFUSALS[action] })
  const user = yield* findUser(userid)
  if (user.userid === caller.userID) return user
  if (!inScope(yield* callerScope, user.companyid)) return yield* userNotFound(userid)
  const me = { userid: caller.userID, roleid: caller.roleid, companyid: caller.companyid }
  const refusal = userActionRefusal(me, user, action)
  return refusal === undefined ? user : yield* new Forbidden({ message: refusal })
})

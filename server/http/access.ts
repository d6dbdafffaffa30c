import { Effect } from "effect"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { Forbidden, NotFound } from "../../core/schema/errors.ts"
import { companyScopeOf } from "../auth/scope.ts"
import { findUser } from "../shell/user-store.ts"
import { useDb } from "../services.ts"
import type { AccessRule } from "./access-rules.ts"

/** The caller's company scope (see `companyScopeOf`). */
export const callerScope = Effect.flatMap(CurrentCaller, (caller) =>
  useDb((db) => companyScopeOf(db, caller)),
)

/**
 * A user the caller may read under an access rule of scope `user`: itself; another user only for
 * the rule's `otherUsers` roles (403 otherwise, before the id is even looked up) and only within
 * the caller's company scope (404 outside it, like a missing id, so other companies' user ids are
 * not revealed).
 */
export const readableUser = (userid: number, rule: AccessRule) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    const notFound = new NotFound({ message: `User ${userid} was not found` })
    const mayRead = userid === caller.userID || rule.otherUsers?.includes(caller.roleid) === true
    yield* mayRead
      ? Effect.void
      : Effect.fail(new Forbidden({ message: "Only an administrator may read another user's record" }))
    const user = yield* useDb((db) => findUser(db, userid))
    if (user === undefined) return yield* notFound
    if (user.userid === caller.userID) return user
    const scope = yield* callerScope
    if (!scope.all && !scope.companyIds.includes(user.companyid)) return yield* notFound
    return user
  })

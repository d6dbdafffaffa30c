import { Effect } from "effect"
import { withRetryAfter } from "./too-many-requests.ts"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { NOTIFICATION_PAGE } from "../../core/domain/notifications/events.ts"
import { companyScopeOf } from "../auth/scope.ts"
import { submitInterest } from "../notifications/interest.ts"
import { listNotifications, markAllSeen } from "../notifications/notification-store.ts"
import {
  listSubscriptions,
  locationSubscriptions,
  saveUnfollowedLocations,
  subscribe,
  subscribeAll,
  unsubscribe,
} from "../notifications/subscription-store.ts"
import { readableUser } from "./access.ts"
import type { EndpointKey } from "./access-rule.ts"
import { accessRules } from "./access-rules.ts"

/** The user named by `:id`, once the user rule allows the endpoint's `userAction` (access.ts), and the caller. */
const target = (id: number, key: EndpointKey) =>
  Effect.gen(function* () {
    const user = yield* readableUser(id, accessRules[key])
    const caller = yield* CurrentCaller
    return { user, caller }
  })

/** The company scope of the user a setting belongs to (not of an admin acting for them). */
const scopeOfUser = (user: { userid: number; roleid: number; companyid: number }) =>
  companyScopeOf({
    sessionID: "",
    userID: user.userid,
    roleid: user.roleid,
    companyid: user.companyid,
    isImpersonation: false,
    passwordExpired: false,
  })

const ok = { status: "success" }

export const NotificationsHandlers = HttpApiBuilder.group(PortalApi, "notifications", (handlers) =>
  handlers
    .handle("list", ({ params, query }) =>
      Effect.flatMap(target(params.id, "notifications.list"), ({ user }) =>
        listNotifications(user.userid, {
          offset: query.offset ?? 0,
          limit: query.limit ?? NOTIFICATION_PAGE.first,
        }),
      ),
    )
    .handle("markSeen", ({ params }) =>
      Effect.gen(function* () {
        const { user, caller } = yield* target(params.id, "notifications.markSeen")
        // Spec section 6: a staff member viewing as the user must not mark the user's notifications seen.
        if (caller.isImpersonation) return { status: "ignored" as const, marked: 0 }
        return { status: "success" as const, marked: yield* markAllSeen(user.userid) }
      }),
    )
    .handle("subscriptions", ({ params }) =>
      Effect.flatMap(target(params.id, "notifications.subscriptions"), ({ user }) =>
        Effect.map(listSubscriptions(user.userid), (items) => ({ items })),
      ),
    )
    .handle("subscribe", ({ params, payload }) =>
      Effect.flatMap(target(params.id, "notifications.subscribe"), ({ user, caller }) =>
        Effect.as(subscribe(user, caller.userID, payload), ok),
      ),
    )
    .handle("unsubscribe", ({ params, payload }) =>
      Effect.flatMap(target(params.id, "notifications.unsubscribe"), ({ user, caller }) =>
        Effect.as(unsubscribe(user.userid, caller.userID, payload), ok),
      ),
    )
    .handle("subscribeAll", ({ params }) =>
      Effect.flatMap(target(params.id, "notifications.subscribeAll"), ({ user, caller }) =>
        Effect.as(subscribeAll(user, caller.userID), ok),
      ),
    )
    .handle("locations", ({ params }) =>
      Effect.gen(function* () {
        const { user } = yield* target(params.id, "notifications.locations")
        return yield* locationSubscriptions(user.userid, yield* scopeOfUser(user))
      }),
    )
    .handle("saveLocations", ({ params, payload }) =>
      Effect.gen(function* () {
        const { user, caller } = yield* target(params.id, "notifications.saveLocations")
        const scope = yield* scopeOfUser(user)
        yield* saveUnfollowedLocations(user.userid, caller.userID, scope, payload.locations)
        return ok
      }),
    ),
)

export const AppsHandlers = HttpApiBuilder.group(PortalApi, "apps", (handlers) =>
  handlers.handle("interest", ({ payload }) =>
    Effect.flatMap(CurrentCaller, (caller) => withRetryAfter(submitInterest(caller.userID, payload))),
  ),
)

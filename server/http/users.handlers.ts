import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { TIMELINE_DEFAULT_LIMIT } from "../../core/domain/user-activity.ts"
import { listUserActivity } from "../users/user-activity-store.ts"
import { readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

export const UsersHandlers = HttpApiBuilder.group(PortalApi, "users", (handlers) =>
  handlers.handle("timeline", ({ params, query }) =>
    Effect.gen(function* () {
      const user = yield* readableUser(params.id, accessRules["users.timeline"])
      return yield* listUserActivity(user.userid, {
        offset: query.offset ?? 0,
        limit: query.limit ?? TIMELINE_DEFAULT_LIMIT,
      })
    }),
  ),
)

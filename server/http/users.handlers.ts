import { Effect } from "effect"
import { withRetryAfter } from "./too-many-requests.ts"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { TIMELINE_DEFAULT_LIMIT } from "../../core/domain/user-activity.ts"
import { countriesByName } from "../../core/domain/validation/phone-countries.ts"
import { inScope } from "../auth/scope.ts"
import { listUserActivity } from "../users/user-activity-store.ts"
import { companyUsers, listUsers } from "../users/user-list.sql.ts"
import { permissionsOf, savePermissions } from "../users/permissions-store.ts"
import { updateUser } from "../users/user-update.ts"
import { createUser } from "../users/user-write.ts"
import { findUser } from "../shell/user-store.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { callerScope, readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

/** Most users one GET /v1/company/:id/users answers (the screen pages through GET /v1/users). */
export const COMPANY_USERS_LIMIT = 5000

export const UsersHandlers = HttpApiBuilder.group(PortalApi, "users", (handlers) =>
  handlers
    .handle("timeline", ({ params, query }) =>
      Effect.gen(function* () {
        const user = yield* readableUser(params.id, accessRules["users.timeline"])
        return yield* listUserActivity(user.userid, {
          offset: query.offset ?? 0,
          limit: query.limit ?? TIMELINE_DEFAULT_LIMIT,
        })
      }),
    )
    .handle("list", ({ query }) =>
      Effect.gen(function* () {
        const found = yield* listUsers(yield* callerScope, query)
        return { status: "success", ...found }
      }),
    )
    .handle("adminList", ({ query }) =>
      Effect.gen(function* () {
        const found = yield* listUsers(yield* callerScope, query)
        return { status: "success", ...found }
      }),
    )
    .handle("companyUsers", ({ params }) =>
      Effect.gen(function* () {
        if (!inScope(yield* callerScope, params.id))
          return yield* new NotFound({ message: `Company ${params.id} was not found` })
        return { results: yield* companyUsers(params.id, COMPANY_USERS_LIMIT) }
      }),
    )
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return { status: "success", item: yield* withRetryAfter(createUser(caller, payload)) }
      }),
    )
    .handle("update", ({ params, payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const target = yield* readableUser(params.id, accessRules["users.update"])
        return { status: "success", item: yield* withRetryAfter(updateUser(caller, target, payload)) }
      }),
    )
    .handle("permissions", ({ params }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const target = yield* readableUser(params.userId, accessRules["users.permissions"])
        return yield* permissionsOf(caller, target)
      }),
    )
    .handle("savePermissions", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const target = yield* readableUser(payload.userId, accessRules["users.savePermissions"])
        yield* savePermissions(caller, target, payload)
        return yield* permissionsOf(caller, yield* findUser(target.userid))
      }),
    )
    .handle("countries", () => Effect.sync(() => ({ countries: countriesByName() }))),
)

import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { inScope } from "../auth/scope.ts"
import { endImpersonation, impersonatorGone, startImpersonation } from "../admin/impersonation.ts"
import { currentOrigin } from "../admin/impersonation-audit.ts"
import { impersonationCandidates } from "../admin/impersonation-log.ts"
import { inTransaction } from "../services.ts"
import { callerScope, readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"
import { setSessionCookie } from "./auth.handlers.ts"

export const ImpersonationHandlers = HttpApiBuilder.group(PortalApi, "impersonation", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* readableUser(payload.userID, accessRules["impersonation.start"])
        const scope = yield* callerScope
        const origin = yield* currentOrigin
        const session = yield* inTransaction(
          startImpersonation(caller, payload.userID, (companyid) => inScope(scope, companyid), origin),
        )
        yield* setSessionCookie(session.sessionID)
        return session
      }),
    )
    .handle("end", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const result = yield* inTransaction(endImpersonation(caller))
        if ("ended" in result) return yield* impersonatorGone
        yield* setSessionCookie(result.sessionID)
        return result
      }),
    )
    .handle("candidates", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { items: yield* impersonationCandidates(scope, query.search ?? "") }
      }),
    ),
)

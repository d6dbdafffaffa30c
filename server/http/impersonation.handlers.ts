import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { inScope } from "../auth/scope.ts"
import { endImpersonation, impersonatorGone, startImpersonation } from "../admin/impersonation.ts"
import { impersonationCandidates } from "../admin/impersonation-log.ts"
import { inTransaction } from "../services.ts"
import { callerScope, readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"
import { clientAddress, setSessionCookie } from "./auth.handlers.ts"

/** The client's address and User-Agent, for the audit log. */
const requestOrigin = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  return { clientAddress: yield* clientAddress, userAgent: request.headers["user-agent"] ?? "" }
})

export const ImpersonationHandlers = HttpApiBuilder.group(PortalApi, "impersonation", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* readableUser(payload.userID, accessRules["impersonation.start"])
        const scope = yield* callerScope
        const origin = yield* requestOrigin
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
        const origin = yield* requestOrigin
        const result = yield* inTransaction(endImpersonation(caller, origin))
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

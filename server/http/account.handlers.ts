import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { endAllSessions, endSession, sessionCookieName } from "../auth/session-store.ts"
import { Forbidden, NotFound } from "../../core/schema/errors.ts"
import { issueToken } from "../accounts/account-tokens.ts"
import { checkCurrentPassword } from "../accounts/current-password.ts"
import { inTransaction, useDb } from "../services.ts"
import { confirmPolicy, loginCountOf, passwordExpiredOf } from "../shell/user-store.ts"
import { readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

const clearSessionCookie = HttpEffect.appendPreResponseHandler((_request, response) =>
  Effect.succeed(HttpServerResponse.expireCookieUnsafe(response, sessionCookieName, { path: "/" })),
)

export const AccountHandlers = HttpApiBuilder.group(PortalApi, "account", (handlers) =>
  handlers
    .handle("loginCount", ({ params }) =>
      Effect.gen(function* () {
        const user = yield* readableUser(params.id, accessRules["account.loginCount"])
        return { count: yield* loginCountOf(user.userid) }
      }),
    )
    .handle("logout", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* useDb((db) => endSession(db, caller.sessionID))
        yield* clearSessionCookie
        return { status: "success", message: "Signed out" }
      }),
    )
    .handle("logoutAll", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const ended = yield* useDb((db) => endAllSessions(db, caller.userID))
        yield* clearSessionCookie
        return {
          status: "success",
          message: `Signed out of ${ended} ${ended === 1 ? "session" : "sessions"}`,
        }
      }),
    )
    .handle("expired", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return { isExpired: yield* passwordExpiredOf(caller.userID) }
      }),
    )
    .handle("newToken", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        // Own account only: another user's id reads as missing, like every `own` call.
        if (payload.userId !== caller.userID)
          return yield* new NotFound({ message: "Tokens are issued for your own account only" })
        if (caller.isImpersonation)
          return yield* new Forbidden({
            message: "A password cannot be changed while viewing as another user",
          })
        // Outside the token's transaction: a wrong password's counted attempt must stay counted.
        yield* checkCurrentPassword(caller.userID, payload.currentPassword)
        return { token: yield* inTransaction(issueToken(caller.userID, "update")) }
      }),
    )
    .handle("policyConfirmation", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* confirmPolicy(caller.userID)
        return { status: "success", message: "Policy confirmed" }
      }),
    ),
)

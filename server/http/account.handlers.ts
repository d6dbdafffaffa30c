import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { endOneSession, endUserSessions, signedOutEverywhere } from "../auth/end-sessions.ts"
import { sessionCookieName } from "../auth/session-store.ts"
import { Forbidden } from "../../core/schema/errors.ts"
import { issueToken } from "../accounts/account-tokens.ts"
import { checkCurrentPassword } from "../accounts/current-password.ts"
import { inTransaction } from "../services.ts"
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
        yield* inTransaction(endOneSession(caller.sessionID))
        yield* clearSessionCookie
        return { status: "success", message: "Signed out" }
      }),
    )
    .handle("logoutAll", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        // While viewing as someone, "all sessions" are the viewer's: the impersonation ends (the
        // staff member's own session ended when it started, so the client is signed out) and the
        // viewed user's own sessions stay.
        const ended = yield* inTransaction(
          caller.isImpersonation
            ? Effect.map(endOneSession(caller.sessionID), (live) => ({ sessions: live ? 1 : 0, tokens: 0 }))
            : endUserSessions(caller.userID),
        )
        yield* clearSessionCookie
        return { status: "success", message: signedOutEverywhere(ended) }
      }),
    )
    .handle("expired", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return { isExpired: yield* passwordExpiredOf(caller.userID) }
      }),
    )
    .handle("session", () =>
      Effect.map(CurrentCaller, (caller) => ({
        userID: caller.userID,
        isImpersonation: caller.isImpersonation,
        personalToken: caller.personalTokenId !== undefined,
      })),
    )
    .handle("newToken", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const user = yield* readableUser(payload.userId, accessRules["account.newToken"])
        if (caller.isImpersonation)
          return yield* new Forbidden({
            message: "A password cannot be changed while viewing as another user",
          })
        // Outside the token's transaction: a wrong password's counted attempt must stay counted.
        yield* checkCurrentPassword(caller.userID, payload.currentPassword)
        return { token: yield* inTransaction(issueToken(user.userid, "update")) }
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

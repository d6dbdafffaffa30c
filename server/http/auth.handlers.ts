import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { attemptsRemaining, login } from "../auth/login.ts"
import { sessionCookieName } from "../auth/session-store.ts"

/** Sets the HttpOnly session cookie on the response of the current request. */
export const setSessionCookie = (sessionID: string) =>
  HttpEffect.appendPreResponseHandler((request, response) =>
    Effect.succeed(
      HttpServerResponse.setCookieUnsafe(response, sessionCookieName, sessionID, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: request.headers["x-forwarded-proto"] === "https",
      }),
    ),
  )

export const AuthHandlers = HttpApiBuilder.group(PortalApi, "auth", (handlers) =>
  handlers
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const session = yield* login(payload.username, payload.password)
        yield* setSessionCookie(session.sessionID)
        return { message: "Login successful", ...session, isImpersonation: false }
      }),
    )
    .handle("loginAttempts", ({ payload }) =>
      Effect.map(attemptsRemaining(payload.username), (n) => ({ attemptsRemaining: n })),
    ),
)

import { Effect, Option } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { attemptsRemaining, login } from "../auth/login.ts"
import { sessionCookieName } from "../auth/session-store.ts"
import { SignInThrottle } from "../services.ts"

/** Sets the HttpOnly session cookie on the response of the current request. */
export const setSessionCookie = (sessionID: string) =>
  HttpEffect.appendPreResponseHandler((request, response) =>
    Effect.succeed(
      HttpServerResponse.setCookieUnsafe(response, sessionCookieName, sessionID, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        // `protocol` is https only when a trusted proxy said so (PORTAL_TRUSTED_PROXIES).
        secure: request.protocol === "https",
      }),
    ),
  )

/** The client's address: the peer, or what a trusted proxy forwarded. */
export const clientAddress = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  Option.getOrElse(request.remoteAddress, () => "unknown"),
)

export const AuthHandlers = HttpApiBuilder.group(PortalApi, "auth", (handlers) =>
  handlers
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const throttle = yield* SignInThrottle
        yield* throttle(yield* clientAddress)
        const session = yield* login(payload.username, payload.password)
        yield* setSessionCookie(session.sessionID)
        return { message: "Login successful", ...session, isImpersonation: false }
      }),
    )
    .handle("loginAttempts", ({ payload }) =>
      Effect.map(attemptsRemaining(payload.username), (n) => ({ attemptsRemaining: n })),
    ),
)

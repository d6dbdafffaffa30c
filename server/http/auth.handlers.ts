import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { AccountLocked, Unauthorized } from "../../core/schema/errors.ts"
import { attemptsRemaining, login, maxLoginAttempts } from "../auth/login.ts"
import { sessionCookieName } from "../auth/session-store.ts"
import { useDb } from "../services.ts"

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

const attemptsLeft = (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"} remaining`
const lockedMessage = `This account is locked after ${maxLoginAttempts} failed sign-in attempts. Reset your password or contact your administrator.`

export const AuthHandlers = HttpApiBuilder.group(PortalApi, "auth", (handlers) =>
  handlers
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const outcome = yield* useDb((db) => login(db, payload.username, payload.password))
        switch (outcome._tag) {
          case "Locked":
            return yield* new AccountLocked({ message: lockedMessage })
          case "Inactive":
            return yield* new Unauthorized({
              message: "This account is deactivated. Contact your company administrator.",
            })
          case "Invalid":
            return yield* new Unauthorized({
              message: `Invalid username or password. ${attemptsLeft(outcome.attemptsRemaining)}.`,
            })
        }
        yield* setSessionCookie(outcome.sessionID)
        return {
          message: "Login successful",
          sessionID: outcome.sessionID,
          userID: outcome.userID,
          passwordExpired: outcome.passwordExpired,
          isImpersonation: false,
        }
      }),
    )
    .handle("loginAttempts", ({ payload }) =>
      Effect.map(
        useDb((db) => attemptsRemaining(db, payload.username)),
        (n) => ({ attemptsRemaining: n }),
      ),
    ),
)

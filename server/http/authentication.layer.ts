import { Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { Authentication, CurrentCaller } from "../../core/api/middleware.ts"
import { Forbidden, PasswordExpired, Unauthorized } from "../../core/schema/errors.ts"
import { tokenTexts } from "../../core/domain/tokens/personal-tokens.ts"
import { findTokenCaller } from "../auth/personal-token-caller.ts"
import { findCaller, sessionCookieName } from "../auth/session-store.ts"
import { Database } from "../services.ts"
import { noteUserId } from "../ops/request-notes.ts"
import { accessRuleOf, roleAllowed } from "./access-rules.ts"

const passwordExpiredMessage =
  "Please update your password: our password requirements have changed. Update it before continuing."

/** The session id of a request: header `Authorization: EC <id>` first, else the session cookie. */
export const readSessionId = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const header = request.headers.authorization
  const match = header ? /^EC\s+(\S+)\s*$/i.exec(header) : null
  if (match) return match[1]
  const cookie = request.cookies[sessionCookieName]
  return cookie && cookie !== "" ? cookie : undefined
}

/** The personal access token of `Authorization: Bearer <token>`, if the request carries one. */
export const readBearerToken = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const header = request.headers.authorization
  return (header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null)?.[1]
}

/**
 * Resolves the caller from the session and provides `CurrentCaller`; 401 otherwise. The endpoint's
 * row of the access table decides the rest: no row is a defect (500, fail closed), and a role the
 * row does not list answers 403, and so does a personal token on a row marked `ownSignIn`.
 */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const db = yield* Database
    return (httpEffect, { group, endpoint }) =>
      Effect.gen(function* () {
        const rule = accessRuleOf(group.identifier, endpoint.identifier)
        if (rule === undefined)
          return yield* Effect.die(new Error(`No access rule for ${group.identifier}.${endpoint.identifier}`))
        const request = yield* HttpServerRequest.HttpServerRequest
        const bearer = readBearerToken(request)
        const sessionID = bearer ?? readSessionId(request)
        if (sessionID === undefined) {
          return yield* new Unauthorized({
            message: "Sign-in required: no session cookie, EC authorization or Bearer token",
          })
        }
        const caller = yield* Effect.promise(() =>
          bearer === undefined ? findCaller(db, sessionID) : findTokenCaller(db, bearer),
        )
        if (caller === undefined) {
          return yield* new Unauthorized({
            message:
              bearer === undefined
                ? "The session has ended or is not valid; sign in again"
                : "The personal access token is not valid, has expired or was revoked",
          })
        }
        noteUserId(request.source, caller.userID)
        if (!roleAllowed(rule, caller.roleid))
          return yield* new Forbidden({ message: "This account's role may not use this call" })
        if (rule.ownSignIn === true && caller.personalTokenId !== undefined)
          return yield* new Forbidden({ message: tokenTexts.refusedToToken })
        // A staff member viewing as the user is not asked to choose the user's password.
        if (caller.passwordExpired && !caller.isImpersonation && rule.whileExpired !== true)
          return yield* new PasswordExpired({ message: passwordExpiredMessage })
        return yield* Effect.provideService(httpEffect, CurrentCaller, caller)
      })
  }),
)

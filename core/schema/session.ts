import { Schema } from "effect"
import { RequestText } from "./request-text.ts"

/** Credentials for POST /v1/login. */
export const Credentials = Schema.Struct({
  username: RequestText,
  password: Schema.String,
})
export type Credentials = typeof Credentials.Type

/** Answer of POST /v1/login and of impersonation start and end. */
export const LoginResult = Schema.Struct({
  message: Schema.String,
  sessionID: Schema.String,
  userID: Schema.Finite,
  passwordExpired: Schema.Boolean,
  isImpersonation: Schema.Boolean,
})
export type LoginResult = typeof LoginResult.Type

/** What the client keeps in storage under `session`. */
export const Session = Schema.Struct({
  sessionID: Schema.String,
  userID: Schema.Finite,
  isImpersonation: Schema.Boolean,
})
export type Session = typeof Session.Type

/** GET /v1/session: who the credential of the call belongs to (a personal token resolves to its owner). */
export const CurrentSession = Schema.Struct({
  userID: Schema.Finite,
  isImpersonation: Schema.Boolean,
  /** True when the call was authenticated by a personal access token. */
  personalToken: Schema.Boolean,
})
export type CurrentSession = typeof CurrentSession.Type

export const LoginAttemptsRequest = Schema.Struct({ username: RequestText })
export const LoginAttempts = Schema.Struct({ attemptsRemaining: Schema.Finite })
export type LoginAttempts = typeof LoginAttempts.Type

export const LoginCount = Schema.Struct({ count: Schema.Finite })
export const Expired = Schema.Struct({ isExpired: Schema.Boolean })
export const StatusMessage = Schema.Struct({ status: Schema.String, message: Schema.String })
export type StatusMessage = typeof StatusMessage.Type

import type { ErrorDescription } from "../../runtime/errors.ts"
import type { Credentials, LoginAttempts, LoginResult, Session } from "../../schema/session.ts"
import type { User } from "../../schema/user.ts"

/** The spec's authentication status (section 4). */
export type AuthStatus = "none" | "loading" | "success" | "error"

/** A failed sign-in: status and message (or -1 and 'Unknown Error') and remaining attempts. */
export interface SignInError extends ErrorDescription {
  readonly attemptsRemaining: number | null
}

export interface AuthContext {
  /** The stored session; null when signed out. */
  readonly session: Session | null
  /** The signed-in user (GET /v1/user/:id); null until loaded. */
  readonly user: User | null
  /** True after a sign-in that reported an expired password: show the forced password screen. */
  readonly passwordExpired: boolean
  /** Username of the last attempt, for the attempts lookup and to refill the form. */
  readonly username: string
  readonly error: SignInError | null
  /** Failure of the user lookup; the session stays. */
  readonly userError: ErrorDescription | null
}

export interface AuthInput {
  /** Session read from storage at start (`readSession(runtime.storage)`); null when none. */
  readonly session: Session | null
}

export type AuthEvent =
  | { readonly type: "auth.submit"; readonly username: string; readonly password: string }
  | { readonly type: "auth.logout" }
  | { readonly type: "auth.sessionEnded" }
  | { readonly type: "auth.sessionReplaced"; readonly session: Session }
  | { readonly type: "auth.passwordUpdated" }
  | { readonly type: "auth.reloadUser" }

export type { Credentials, LoginAttempts, LoginResult, Session, User }

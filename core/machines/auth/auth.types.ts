import type { EndpointFailure, LocalRefusal } from "../../runtime/failures.ts"
import type { Credentials, LoginAttempts, LoginResult, Session } from "../../schema/session.ts"
import type { User } from "../../schema/user.ts"
import type { ImpersonationEvent } from "../impersonation/impersonation.types.ts"

/** The spec's authentication status (section 4). */
export type AuthStatus = "none" | "loading" | "success" | "error"

/** Failures of POST /v1/login: the server's refusal, or status -1 and 'Unknown Error' without an answer. */
export type SignInFailure = EndpointFailure<"auth", "login">
export type AttemptsFailure = EndpointFailure<"auth", "loginAttempts">
/** Failures of GET /v1/user/:id. */
export type UserFailure = EndpointFailure<"shell", "user">
export type SignOutFailure = EndpointFailure<"account", "logout">
export type ExpiredFailure = EndpointFailure<"account", "expired">
/**
 * Failures of a password change: POST /v1/newToken, then POST /v1/reset/:token, or the change rule
 * (core/domain/validation/password-change.ts) refusing it before anything is sent.
 */
export type PasswordUpdateFailure =
  | EndpointFailure<"account", "newToken">
  | EndpointFailure<"password", "reset">
  | LocalRefusal

export interface AuthContext {
  /** The stored session; null when signed out. */
  readonly session: Session | null
  /** The signed-in user (GET /v1/user/:id); null until loaded. */
  readonly user: User | null
  /** True after a sign-in that reported an expired password: show the forced password screen. */
  readonly passwordExpired: boolean
  /** Username of the last attempt, for the attempts lookup and to refill the form. */
  readonly username: string
  /** Why the last sign-in failed; faces map it to text. */
  readonly error: SignInFailure | null
  /** What POST /v1/login/attempts answered after a failed sign-in; null when unknown. */
  readonly attemptsRemaining: number | null
  /** Failure of the user lookup; the session stays. */
  readonly userError: UserFailure | null
  /** Why the last forced password update failed; the form stays. */
  readonly passwordError: PasswordUpdateFailure | null
  /** The new password between the two calls of the forced update (logs redact it as a password). */
  readonly newPassword: string
  /**
   * True after a password change of this session succeeded (the profile says so), false again on
   * the next try; absent before any change.
   */
  readonly passwordChanged?: boolean
  /** The update token between the two calls; spent by the second. */
  readonly updateToken: string | null
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
  /**
   * A password change (the forced update, or a change by choice): a new token for the own account,
   * given the current password, then the reset call with the new one.
   */
  | { readonly type: "auth.updatePassword"; readonly currentPassword: string; readonly password: string }
  /** A token link signed the user in (account setup, update): the new session replaces any other. */
  | { readonly type: "auth.signedIn"; readonly session: Session }
  | { readonly type: "auth.reloadUser" }
  /** Forwarded to the impersonation child (core/machines/impersonation). */
  | ImpersonationEvent

export type { Credentials, LoginAttempts, LoginResult, Session, User }

import { assign, setup } from "xstate"
import { passwordChangeProblem } from "../../domain/validation/password-change.ts"
import { impersonationMachine } from "../impersonation/impersonation.machine.ts"
import type { LocalRefusal } from "../../runtime/failures.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  AttemptsFailure,
  AuthContext,
  AuthEvent,
  AuthInput,
  Credentials,
  LoginAttempts,
  LoginResult,
  Session,
  SignInFailure,
  ExpiredFailure,
  PasswordUpdateFailure,
  SignOutFailure,
  User,
  UserFailure,
} from "./auth.types.ts"

export const signIn = providedByRuntime<LoginResult, Credentials, SignInFailure>("signIn")
export const fetchUser = providedByRuntime<User, { userID: number }, UserFailure>("fetchUser")
export const requestUpdateToken = providedByRuntime<
  { token: string },
  { userID: number; currentPassword: string },
  PasswordUpdateFailure
>("requestUpdateToken")
export const updatePassword = providedByRuntime<
  LoginResult,
  { token: string; password: string },
  PasswordUpdateFailure
>("updatePassword")

/** The context of a signed-out client (keeping the username typed last). */
export const signedOut = (username = ""): AuthContext => ({
  session: null,
  user: null,
  passwordExpired: false,
  username,
  error: null,
  attemptsRemaining: null,
  userError: null,
  passwordError: null,
  newPassword: "",
  updateToken: null,
})

/** The change rule's refusal of an `auth.updatePassword`, as the BadRequest the server would send. */
const changeRefusal = (event: AuthEvent): LocalRefusal | null => {
  if (event.type !== "auth.updatePassword") return null
  const problem = passwordChangeProblem(event.currentPassword, event.password)
  return problem === null ? null : { _tag: "BadRequest", ...problem }
}

export const toSession = (result: LoginResult | Session): Session => ({
  sessionID: result.sessionID,
  userID: result.userID,
  isImpersonation: result.isImpersonation,
})

/** The auth machine's actors, actions and guards; its states are built on it (auth.machine.ts, auth-success.states.ts). */
export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    signIn,
    fetchLoginAttempts: providedByRuntime<LoginAttempts, { username: string }, AttemptsFailure>(
      "fetchLoginAttempts",
    ),
    fetchUser,
    fetchExpired: providedByRuntime<{ isExpired: boolean }, void, ExpiredFailure>("fetchExpired"),
    requestUpdateToken,
    updatePassword,
    signOut: providedByRuntime<void, void, SignOutFailure>("signOut"),
    impersonation: impersonationMachine,
  },
  actions: {
    storeSession: (_, _params: { session: Session }) => {},
    clearStoredSession: () => {},
    resetContext: assign(({ context }) => signedOut(context.username)),
    assignChangeRefusal: assign({ passwordError: ({ event }) => changeRefusal(event) }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    isPasswordExpired: ({ context }) => context.passwordExpired,
    isChangeRefused: ({ event }) => changeRefusal(event) !== null,
  },
})

import { assign, forwardTo, setup } from "xstate"
import { passwordChangeProblem } from "../../domain/validation/password-change.ts"
import { BadRequest } from "../../schema/errors.ts"
import { impersonationMachine } from "../impersonation/impersonation.machine.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  AttemptsFailure,
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthStatus,
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

const signIn = providedByRuntime<LoginResult, Credentials, SignInFailure>("signIn")
const fetchUser = providedByRuntime<User, { userID: number }, UserFailure>("fetchUser")
const requestUpdateToken = providedByRuntime<
  { token: string },
  { userID: number; currentPassword: string },
  PasswordUpdateFailure
>("requestUpdateToken")
const updatePassword = providedByRuntime<
  LoginResult,
  { token: string; password: string },
  PasswordUpdateFailure
>("updatePassword")

const signedOut = (username = ""): AuthContext => ({
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
const changeRefusal = (event: AuthEvent): BadRequest | null => {
  if (event.type !== "auth.updatePassword") return null
  const problem = passwordChangeProblem(event.currentPassword, event.password)
  return problem === null ? null : new BadRequest(problem)
}

const toSession = (result: LoginResult | Session): Session => ({
  sessionID: result.sessionID,
  userID: result.userID,
  isImpersonation: result.isImpersonation,
})

/**
 * Sign-in, session restore, current user, logout and lost sessions. States carry tags equal to
 * the spec's status (none, loading, success, error); read it with `authStatus(snapshot)`.
 * Hosts provide the actors (`makeAuthActors`) and the storage actions (`makeAuthActions`).
 */
export const authMachine = setup({
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
}).createMachine({
  id: "auth",
  context: ({ input }) => ({ ...signedOut(), session: input.session }),
  // Viewing as another user (design card): a child for the auth machine's whole life, whose start
  // and end replace this machine's session (`auth.sessionReplaced`).
  invoke: { id: "impersonation", src: "impersonation" },
  on: {
    "impersonation.start": { actions: forwardTo("impersonation") },
    "impersonation.end": { actions: forwardTo("impersonation") },
  },
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasSession", target: "success" }, { target: "none" }],
    },
    none: {
      tags: ["none"],
      on: {
        "auth.submit": { target: "signingIn" },
        "auth.signedIn": {
          target: "success",
          actions: [
            { type: "storeSession", params: ({ event }) => ({ session: event.session }) },
            assign({ session: ({ event }) => toSession(event.session), passwordExpired: false }),
          ],
        },
      },
    },
    signingIn: {
      tags: ["loading"],
      entry: assign(({ event }) => ({
        username: event.type === "auth.submit" ? event.username : "",
        error: null,
        attemptsRemaining: null,
      })),
      invoke: {
        src: "signIn",
        input: ({ event }) =>
          event.type === "auth.submit"
            ? { username: event.username, password: event.password }
            : { username: "", password: "" },
        onDone: {
          // The answer says whether the password expired: no need to ask again.
          target: "success.signedIn",
          actions: [
            { type: "storeSession", params: ({ event }) => ({ session: toSession(event.output) }) },
            assign(({ event }) => ({
              session: toSession(event.output),
              passwordExpired: event.output.passwordExpired,
            })),
          ],
        },
        onError: {
          target: "checkingAttempts",
          actions: assign({ error: ({ event }) => failureOf(signIn, event) }),
        },
      },
    },
    checkingAttempts: {
      tags: ["loading"],
      invoke: {
        src: "fetchLoginAttempts",
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          target: "error",
          actions: assign({ attemptsRemaining: ({ event }) => event.output.attemptsRemaining }),
        },
        onError: { target: "error" },
      },
    },
    error: {
      tags: ["error"],
      on: { "auth.submit": { target: "signingIn" } },
    },
    success: {
      tags: ["success"],
      // A session restored from storage (or replaced) asks the server whether its password expired,
      // so a reload cannot skip the forced update.
      initial: "checkingExpired",
      states: {
        checkingExpired: {
          invoke: {
            src: "fetchExpired",
            onDone: {
              target: "signedIn",
              actions: assign({ passwordExpired: ({ event }) => event.output.isExpired }),
            },
            onError: { target: "signedIn" },
          },
        },
        // After a failed change too: back to the forced form, or to the signed-in user.
        signedIn: {
          always: [
            { guard: "isPasswordExpired", target: "expired" },
            { guard: ({ context }) => context.user !== null, target: "ready" },
            { target: "loadingUser" },
          ],
        },
        expired: {
          on: {
            "auth.updatePassword": [
              // Refused by the change rule (no current password, the same password) before sending.
              { guard: "isChangeRefused", actions: "assignChangeRefusal" },
              { target: "requestingToken" },
            ],
          },
        },
        // POST /v1/newToken for the own account, then POST /v1/reset/:token with it (spec section 7).
        requestingToken: {
          entry: assign(({ context, event }) => ({
            passwordError: null,
            // Absent until a change succeeds, so snapshots of sessions that never change stay as they were.
            ...(context.passwordChanged === undefined ? {} : { passwordChanged: false }),
            newPassword: event.type === "auth.updatePassword" ? event.password : "",
          })),
          invoke: {
            src: "requestUpdateToken",
            // The current password goes from the event straight to the call: never kept in context.
            input: ({ context, event }) => ({
              userID: context.session?.userID ?? 0,
              currentPassword: event.type === "auth.updatePassword" ? event.currentPassword : "",
            }),
            onDone: {
              target: "updatingPassword",
              actions: assign({ updateToken: ({ event }) => event.output.token }),
            },
            onError: {
              target: "signedIn",
              actions: assign({
                passwordError: ({ event }) => failureOf(requestUpdateToken, event),
                newPassword: "",
              }),
            },
          },
        },
        updatingPassword: {
          exit: assign({ newPassword: "", updateToken: null }),
          invoke: {
            src: "updatePassword",
            input: ({ context }) => ({ token: context.updateToken ?? "", password: context.newPassword }),
            onDone: {
              target: "loadingUser",
              actions: [
                { type: "storeSession", params: ({ event }) => ({ session: toSession(event.output) }) },
                assign(({ event }) => ({
                  session: toSession(event.output),
                  passwordExpired: false,
                  passwordChanged: true,
                })),
              ],
            },
            onError: {
              target: "signedIn",
              actions: assign({ passwordError: ({ event }) => failureOf(updatePassword, event) }),
            },
          },
        },
        loadingUser: {
          invoke: {
            src: "fetchUser",
            input: ({ context }) => ({ userID: context.session?.userID ?? 0 }),
            onDone: {
              target: "ready",
              actions: assign({ user: ({ event }) => event.output, userError: null }),
            },
            onError: {
              target: "ready",
              actions: assign({ userError: ({ event }) => failureOf(fetchUser, event) }),
            },
          },
        },
        // A change by choice (profile, CLI) runs the same two calls as the forced update.
        ready: {
          on: {
            "auth.reloadUser": { target: "loadingUser" },
            "auth.updatePassword": [
              // Refused by the change rule (no current password, the same password) before sending.
              { guard: "isChangeRefused", actions: "assignChangeRefusal" },
              { target: "requestingToken" },
            ],
          },
        },
      },
      on: {
        "auth.logout": { target: "loggingOut" },
        "auth.sessionEnded": { target: "none", actions: ["clearStoredSession", "resetContext"] },
        "auth.sessionReplaced": {
          target: "success",
          reenter: true,
          actions: [
            { type: "storeSession", params: ({ event }) => ({ session: event.session }) },
            assign({ session: ({ event }) => toSession(event.session), user: null }),
          ],
        },
        "auth.passwordUpdated": { target: ".loadingUser", actions: assign({ passwordExpired: false }) },
        "auth.signedIn": {
          target: "success",
          reenter: true,
          actions: [
            { type: "storeSession", params: ({ event }) => ({ session: event.session }) },
            assign({ session: ({ event }) => toSession(event.session), user: null, passwordExpired: false }),
          ],
        },
      },
    },
    loggingOut: {
      tags: ["loading"],
      invoke: {
        src: "signOut",
        onDone: { target: "none", actions: ["clearStoredSession", "resetContext"] },
        onError: { target: "none", actions: ["clearStoredSession", "resetContext"] },
      },
      on: { "auth.sessionEnded": { target: "none", actions: ["clearStoredSession", "resetContext"] } },
    },
  },
})

/** The spec's status of an auth snapshot. */
export const authStatus = (snapshot: { hasTag(tag: string): boolean }): AuthStatus => {
  if (snapshot.hasTag("loading")) return "loading"
  if (snapshot.hasTag("success")) return "success"
  if (snapshot.hasTag("error")) return "error"
  return "none"
}

import { assign, forwardTo } from "xstate"
import type { AuthStatus } from "./auth.types.ts"
import { successState } from "./auth-success.states.ts"
import { authSetup, signIn, signedOut, toSession } from "./auth.setup.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"

/**
 * Sign-in, session restore, current user, logout and lost sessions. States carry tags equal to
 * the spec's status (none, loading, success, error); read it with `authStatus(snapshot)`.
 * Hosts provide the actors (`makeAuthActors`) and the storage actions (`makeAuthActions`).
 */
export const authMachine = authSetup.createMachine({
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
    success: successState,
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

import { assign } from "xstate"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { authSetup, fetchUser, requestUpdateToken, toSession, updatePassword } from "./auth.setup.ts"

/**
 * Signed in: the expired-password check of a restored or replaced session, the forced update and a
 * change by choice (POST /v1/newToken, then POST /v1/reset/:token), and the current user.
 */
export const successState = authSetup.createStateConfig({
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
        onError: [
          // The forced update's token could not be generated (no answer, 5xx): the spec's token
          // failure screen, whose only way on is back to sign-in. Refusals stay on the form.
          {
            guard: ({ context, event }) =>
              context.passwordExpired && failureOf(requestUpdateToken, event)._tag === "TransportFailure",
            target: "tokenFailed",
            actions: assign({
              passwordError: ({ event }) => failureOf(requestUpdateToken, event),
              newPassword: "",
            }),
          },
          {
            target: "signedIn",
            actions: assign({
              passwordError: ({ event }) => failureOf(requestUpdateToken, event),
              newPassword: "",
            }),
          },
        ],
      },
    },
    // 'Something went wrong' with 'Back to Log In' (auth.logout).
    tokenFailed: {},
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
})

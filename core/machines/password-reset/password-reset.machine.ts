import { type ActorRef, assign, enqueueActions, type Snapshot, setup } from "xstate"
import { type AccountTokenKind, isAccountTokenShape } from "../../domain/account-tokens.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { ResetResult, TokenCheck } from "../../schema/account.ts"
import type { AuthEvent } from "../auth/auth.types.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type TokenCheckFailure = EndpointFailure<"password", "checkToken">
export type ResetFailure = EndpointFailure<"password", "reset">

/** Who signs in with the session a setup or update token answers: the app's auth actor. */
export type PasswordResetListener = ActorRef<Snapshot<unknown>, AuthEvent>

export interface PasswordResetInput {
  /** The token from the link's path (`/reset-password/:token`, `/complete-setup/:token`, ...). */
  readonly token: string
  /** The auth actor; absent (a flow, the CLI): the session is only kept in `result`. */
  readonly auth?: PasswordResetListener | null
}

export interface PasswordResetContext {
  readonly token: string
  readonly auth: PasswordResetListener | null
  /** What the confirmed token is for; null until confirmed. */
  readonly kind: AccountTokenKind | null
  /** Whose account the token opens; shown on the form. */
  readonly username: string | null
  /** Why the token could not be confirmed (null when its shape was wrong: no call was made). */
  readonly checkError: TokenCheckFailure | null
  /** Why the last save failed; the form stays. */
  readonly error: ResetFailure | null
  /** The server's answer once saved (with a session for setup and update tokens). */
  readonly result: ResetResult | null
}

export type PasswordResetEvent = { readonly type: "reset.submit"; readonly password: string }

const checkToken = providedByRuntime<TokenCheck, { token: string }, TokenCheckFailure>("checkToken")
const saveToken = providedByRuntime<ResetResult, { token: string; password: string }, ResetFailure>(
  "savePassword",
)

/**
 * A token link's password form (spec section 4, password reset): the form shows only after a token
 * of exactly 40 characters is confirmed by the server; otherwise the token failure screen. A failed
 * save keeps the form with the error. `done` holds the answer; a session in it signs the user in
 * through the auth actor given as input.
 */
export const passwordResetMachine = setup({
  types: {} as {
    context: PasswordResetContext
    events: PasswordResetEvent
    input: PasswordResetInput
  },
  actors: { checkToken, savePassword: saveToken },
  guards: {
    hasTokenShape: ({ context }) => isAccountTokenShape(context.token),
  },
  actions: {
    /** A setup or update answered a session: the user lands signed in (auth stores the session). */
    signIn: enqueueActions(({ context, enqueue }) => {
      const session = context.result?.session
      if (context.auth !== null && session) enqueue.sendTo(context.auth, { type: "auth.signedIn", session })
    }),
  },
}).createMachine({
  id: "passwordReset",
  context: ({ input }) => ({
    token: input.token,
    auth: input.auth ?? null,
    kind: null,
    username: null,
    checkError: null,
    error: null,
    result: null,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "hasTokenShape", target: "checking" }, { target: "failed" }],
    },
    checking: {
      invoke: {
        src: "checkToken",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "form",
          actions: assign({
            kind: ({ event }) => event.output.kind,
            username: ({ event }) => event.output.username,
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ checkError: ({ event }) => failureOf(checkToken, event) }),
        },
      },
    },
    form: {
      on: { "reset.submit": { target: "saving" } },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        src: "savePassword",
        input: ({ context, event }) => ({
          token: context.token,
          password: event.type === "reset.submit" ? event.password : "",
        }),
        onDone: { target: "done", actions: [assign({ result: ({ event }) => event.output }), "signIn"] },
        onError: { target: "form", actions: assign({ error: ({ event }) => failureOf(saveToken, event) }) },
      },
    },
    failed: { type: "final" },
    done: { type: "final" },
  },
})

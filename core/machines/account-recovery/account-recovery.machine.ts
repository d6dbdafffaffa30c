import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { StatusMessage } from "../../schema/session.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type RecoveryFailure =
  | EndpointFailure<"password", "forgot">
  | EndpointFailure<"password", "forgotUsername">

/** What the user asks for: a reset link (by username) or the username (by email). */
export type RecoveryRequest =
  | { readonly kind: "password"; readonly username: string }
  | { readonly kind: "username"; readonly email: string }

export interface AccountRecoveryContext {
  /** The server's answer, the same whether or not an account matched. */
  readonly sent: string | null
  readonly error: RecoveryFailure | null
}

export type AccountRecoveryEvent = { readonly type: "recovery.submit"; readonly request: RecoveryRequest }

const sendRecovery = providedByRuntime<StatusMessage, RecoveryRequest, RecoveryFailure>("sendRecovery")

/** Forgot password / forgot username: `editing` -> `sending` -> `sent`, or back to `editing` with the error. */
export const accountRecoveryMachine = setup({
  types: {} as { context: AccountRecoveryContext; events: AccountRecoveryEvent },
  actors: { sendRecovery },
}).createMachine({
  id: "accountRecovery",
  context: { sent: null, error: null },
  initial: "editing",
  states: {
    editing: {
      on: { "recovery.submit": { target: "sending" } },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: "sendRecovery",
        input: ({ event }) =>
          event.type === "recovery.submit" ? event.request : { kind: "password" as const, username: "" },
        onDone: { target: "sent", actions: assign({ sent: ({ event }) => event.output.message }) },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(sendRecovery, event) }),
        },
      },
    },
    sent: {
      on: { "recovery.submit": { target: "sending" } },
    },
  },
})

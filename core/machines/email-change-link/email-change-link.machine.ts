import { assign, setup } from "xstate"
import { isAccountTokenShape } from "../../domain/account-tokens.ts"
import { TIMEOUTS } from "../../domain/constants.ts"
import type { EmailChangeAction } from "../../domain/profile/email-change.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { EmailChangeOutcome } from "../../schema/profile.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type EmailLinkFailure =
  | EndpointFailure<"emailChange", "confirm">
  | EndpointFailure<"emailChange", "cancel">

export interface EmailChangeLinkInput {
  readonly token: string
  readonly action: EmailChangeAction
}

export interface EmailChangeLinkContext extends EmailChangeLinkInput {
  readonly outcome: EmailChangeOutcome | null
  readonly error: EmailLinkFailure | null
  /** True when the server gave no answer within the spec's 7 s. */
  readonly timedOut: boolean
}

const useLink = providedByRuntime<EmailChangeOutcome, EmailChangeLinkInput, EmailLinkFailure>("useLink")

/**
 * /confirm-email-change/:token and /cancel-email-change/:token: a 40-character token is sent to
 * POST /v1/user/confirmemailchange/:token or .../cancelemailchange/:token; the call gives up after
 * 7 s (spec section 9; leaving the state aborts it). `done` holds the outcome, `failed` why not.
 */
export const emailChangeLinkMachine = setup({
  types: {} as { context: EmailChangeLinkContext; input: EmailChangeLinkInput },
  actors: { useLink },
  guards: { hasTokenShape: ({ context }) => isAccountTokenShape(context.token) },
  delays: { emailChangeTimeout: TIMEOUTS.emailChange },
}).createMachine({
  id: "emailChangeLink",
  context: ({ input }) => ({ ...input, outcome: null, error: null, timedOut: false }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "hasTokenShape", target: "sending" }, { target: "failed" }] },
    sending: {
      invoke: {
        src: "useLink",
        input: ({ context }) => ({ token: context.token, action: context.action }),
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => failureOf(useLink, event) }) },
      },
      after: { emailChangeTimeout: { target: "failed", actions: assign({ timedOut: true }) } },
    },
    done: { type: "final" },
    failed: { type: "final" },
  },
})

import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { InterestRequest } from "../../schema/notification.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type InterestFailure = EndpointFailure<"apps", "interest">

export interface InterestContext {
  readonly request: InterestRequest | null
  readonly error: InterestFailure | null
}

export type InterestEvent =
  | { readonly type: "interest.submit"; readonly request: InterestRequest }
  | { readonly type: "interest.reset" }

const submitInterest = providedByRuntime<{ readonly status: string }, InterestRequest, InterestFailure>(
  "submitInterest",
)

/**
 * An interest request of Apps + Integrations (keys interested-monitoring and
 * interested-integration): submitting, then sent or failed (the face shows the spec's texts).
 */
export const interestMachine = setup({
  types: { context: {} as InterestContext, events: {} as InterestEvent },
  actors: { submitInterest },
}).createMachine({
  id: "interest",
  context: { request: null, error: null },
  initial: "idle",
  states: {
    idle: {},
    submitting: {
      invoke: {
        src: "submitInterest",
        input: ({ context }) => context.request!,
        onDone: "sent",
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(submitInterest, event) }),
        },
      },
    },
    sent: {},
    failed: {},
  },
  on: {
    "interest.submit": {
      target: ".submitting",
      actions: assign({ request: ({ event }) => event.request, error: null }),
    },
    "interest.reset": { target: ".idle", actions: assign({ request: null, error: null }) },
  },
})

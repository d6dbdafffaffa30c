import { assign, setup } from "xstate"
import {
  type PhoneInputEvent,
  type PhoneInputState,
  phoneInputOf,
  phoneInputStep,
  phoneInputValue,
  withLookedUpCountry,
} from "../../domain/validation/phone-input.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { TransportFailure } from "../../runtime/failures.ts"
import type { UserItem } from "../../schema/user.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type PhoneSaveFailure = EndpointFailure<"users", "update">

export interface PhoneConfirmationInput {
  /** The signed-in user's own id: the confirmation acts on it only (spec section 6). */
  readonly userId: number
  /** The number on file (empty, or without '+'). */
  readonly phonenumber: string | null
  /** The IP-to-country lookup URL; null when off (the default). */
  readonly lookupUrl: string | null
}

export interface PhoneConfirmationContext {
  readonly userId: number
  readonly lookupUrl: string | null
  readonly phone: PhoneInputState
  /** Why the last save failed (the 'Error' block); cleared by the next submit. */
  readonly error: PhoneSaveFailure | null
  /** The number saved, once done. */
  readonly saved: string | null
}

export type PhoneConfirmationEvent = PhoneInputEvent | { readonly type: "phone.submit" }

const lookupCountry = providedByRuntime<string | null, { url: string }, TransportFailure>("lookupCountry")
const savePhone = providedByRuntime<UserItem, { userId: number; phonenumber: string }, PhoneSaveFailure>(
  "savePhone",
)

/**
 * 'Please confirm your contact info' (spec sections 2, 4 and 8): `locating` asks the configured
 * IP-to-country service (a failure uses the first preferred country), `idle` steps the phone input,
 * `submitting` saves through PATCH /v1/user/:id with `{ phonenumber }` (the button is disabled),
 * `done` hides the form; a failure returns to `idle` with the error.
 */
export const phoneConfirmationMachine = setup({
  types: {} as {
    context: PhoneConfirmationContext
    events: PhoneConfirmationEvent
    input: PhoneConfirmationInput
  },
  actors: { lookupCountry, savePhone },
  guards: {
    hasLookup: ({ context }) => context.lookupUrl !== null,
    isPhoneValid: ({ context }) => phoneInputValue(context.phone) !== null,
  },
  actions: {
    stepPhone: assign({
      phone: ({ context, event }) =>
        event.type === "phone.submit" ? context.phone : phoneInputStep(context.phone, event),
    }),
  },
}).createMachine({
  id: "phoneConfirmation",
  context: ({ input }) => ({
    userId: input.userId,
    lookupUrl: input.lookupUrl,
    phone: phoneInputOf(input.phonenumber),
    error: null,
    saved: null,
  }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "hasLookup", target: "locating" }, { target: "idle" }] },
    locating: {
      on: { "phone.*": { actions: "stepPhone" } },
      invoke: {
        src: "lookupCountry",
        input: ({ context }) => ({ url: context.lookupUrl ?? "" }),
        onDone: {
          target: "idle",
          actions: assign({
            phone: ({ context, event }) => withLookedUpCountry(context.phone, event.output),
          }),
        },
        onError: {
          target: "idle",
          actions: assign({ phone: ({ context }) => withLookedUpCountry(context.phone, null) }),
        },
      },
    },
    idle: {
      on: {
        "phone.submit": { guard: "isPhoneValid", target: "submitting" },
        "phone.*": { actions: "stepPhone" },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: "savePhone",
        input: ({ context }) => ({
          userId: context.userId,
          phonenumber: phoneInputValue(context.phone) ?? "",
        }),
        onDone: { target: "done", actions: assign({ saved: ({ event }) => event.output.item.phonenumber }) },
        onError: { target: "idle", actions: assign({ error: ({ event }) => failureOf(savePhone, event) }) },
      },
    },
    done: { type: "final" },
  },
})

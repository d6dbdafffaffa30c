import { assign, setup } from "xstate"
import {
  type PhoneInputEvent,
  type PhoneInputState,
  phoneInputOf,
  phoneInputStep,
  phoneInputValue,
} from "../../domain/validation/phone-input.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { UserItem } from "../../schema/user.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type PhoneSaveFailure = EndpointFailure<"users", "update">

export interface PhoneConfirmationInput {
  /** The signed-in user's own id: the confirmation acts on it only (spec section 6). */
  readonly userId: number
  /** The number on file (empty, or without '+'). */
  readonly phonenumber: string | null
}

export interface PhoneConfirmationContext {
  readonly userId: number
  readonly phone: PhoneInputState
  /** Why the last save failed (the 'Error' block); cleared by the next submit. */
  readonly error: PhoneSaveFailure | null
  /** The number saved, once done. */
  readonly saved: string | null
}

/** What a finished confirmation gives its parent: the number saved (E.164). */
export interface PhoneConfirmationOutput {
  readonly phonenumber: string
}

export type PhoneConfirmationEvent = PhoneInputEvent | { readonly type: "phone.submit" }

const savePhone = providedByRuntime<UserItem, { userId: number; phonenumber: string }, PhoneSaveFailure>(
  "savePhone",
)

/**
 * 'Please confirm your contact info' (spec sections 2, 4 and 8): `idle` steps the phone input,
 * `submitting` saves through PATCH /v1/user/:id with `{ phonenumber }` (the button is disabled),
 * `done` hides the form; a failure returns to `idle` with the error. The screen does not call the
 * IP-to-country lookup (spec section 7: 'the confirm screen turns it off'): a number on file keeps
 * its own country, else the first preferred one.
 */
export const phoneConfirmationMachine = setup({
  types: {} as {
    context: PhoneConfirmationContext
    events: PhoneConfirmationEvent
    input: PhoneConfirmationInput
    output: PhoneConfirmationOutput
  },
  actors: { savePhone },
  guards: {
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
    phone: phoneInputOf(input.phonenumber),
    error: null,
    saved: null,
  }),
  initial: "idle",
  states: {
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
  output: ({ context }) => ({ phonenumber: context.saved ?? "" }),
})

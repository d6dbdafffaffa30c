import { type ActorRef, assign, enqueueActions, forwardTo, type Snapshot, setup } from "xstate"
import type { PhoneInputEvent } from "../../domain/validation/phone-input.ts"
import type { NavigationEvent } from "../navigation/navigation.types.ts"
import {
  type PhoneConfirmationEvent,
  type PhoneConfirmationOutput,
  phoneConfirmationMachine,
} from "../phone-confirmation/phone-confirmation.machine.ts"

/** Whom the prompt tells about a saved number: the shell's navigation actor. */
export type ContactPromptListener = ActorRef<Snapshot<unknown>, NavigationEvent>

export interface ContactPromptInput {
  /** The signed-in user's own id. */
  readonly userId: number
  /** The number on file (empty, or without '+'). */
  readonly phonenumber: string | null
  /** The navigation actor; absent (a flow, the CLI): nothing else is told. */
  readonly navigation?: ContactPromptListener | null
}

interface ContactPromptContext {
  readonly userId: number
  readonly phonenumber: string | null
  readonly navigation: ContactPromptListener | null
  /** The number saved, once `saved`. */
  readonly saved: string | null
}

/**
 * The contact confirmation prompt (spec sections 2, 4 and 7): the phone confirmation as its child
 * `phone`. When the child saves, the prompt tells the navigation machine `nav.phoneSaved` with the
 * saved number at once, which puts the number in the signed-in user's data and requests that data
 * again (spec section 7: 'On success it refreshes the phone number and another data request with
 * clear false and force true'); `saved` keeps the done message until the user closes it.
 */
export const contactPromptMachine = setup({
  types: {} as {
    context: ContactPromptContext
    events: PhoneConfirmationEvent | PhoneInputEvent
    input: ContactPromptInput
    children: { phone: "phoneConfirmation" }
  },
  actors: { phoneConfirmation: phoneConfirmationMachine },
  actions: {
    tellNavigation: enqueueActions(({ context, enqueue }, params: PhoneConfirmationOutput) => {
      if (context.navigation !== null)
        enqueue.sendTo(context.navigation, { type: "nav.phoneSaved", phonenumber: params.phonenumber })
    }),
  },
}).createMachine({
  id: "contactPrompt",
  context: ({ input }) => ({
    userId: input.userId,
    phonenumber: input.phonenumber,
    navigation: input.navigation ?? null,
    saved: null,
  }),
  initial: "confirming",
  states: {
    confirming: {
      invoke: {
        id: "phone",
        src: "phoneConfirmation",
        input: ({ context }) => ({ userId: context.userId, phonenumber: context.phonenumber }),
        onDone: {
          target: "saved",
          actions: [
            assign({ saved: ({ event }) => event.output.phonenumber }),
            { type: "tellNavigation", params: ({ event }) => event.output },
          ],
        },
      },
      on: { "phone.*": { actions: forwardTo("phone") } },
    },
    saved: { type: "final" },
  },
})

import { forwardTo, setup } from "xstate"
import { type EmailChangeEvent, emailChangeMachine } from "../email-change/email-change.machine.ts"
import { type ProfileEvent, profileMachine } from "../profile/profile.machine.ts"

export interface ProfilePageInput {
  readonly userId: number
  /** The phone input's IP-to-country lookup URL; absent or null: off (the default). */
  readonly lookupUrl?: string | null
}

/**
 * /profile/:userId: the profile's sections as children, each its own machine, so later sections
 * (activity timeline, permissions) join as more children: `details` (the record and its editing)
 * and `email` (pending email change and the request form). A confirmed request reloads nothing
 * here: the address changes only when the mailed link is opened.
 */
export const profilePageMachine = setup({
  types: {} as {
    context: ProfilePageInput
    events: ProfileEvent | EmailChangeEvent
    input: ProfilePageInput
    children: { details: "profile"; email: "emailChange" }
  },
  actors: { profile: profileMachine, emailChange: emailChangeMachine },
}).createMachine({
  id: "profilePage",
  context: ({ input }) => ({ userId: input.userId, lookupUrl: input.lookupUrl ?? null }),
  invoke: [
    {
      id: "details",
      src: "profile",
      input: ({ context }) => ({ userId: context.userId, lookupUrl: context.lookupUrl }),
    },
    { id: "email", src: "emailChange", input: ({ context }) => ({ userId: context.userId }) },
  ],
  on: {
    "profile.*": { actions: forwardTo("details") },
    "phone.*": { actions: forwardTo("details") },
    "email.*": { actions: forwardTo("email") },
  },
})

import { assign, setup } from "xstate"
import { isWhatsNewShown, WHATS_NEW_HIDE_MS, WHATS_NEW_SLIDES } from "../../domain/notifications/whats-new.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type LastActivityFailure = EndpointFailure<"users", "timeline">
export type ResetFailure =
  | EndpointFailure<"notifications", "subscriptions">
  | EndpointFailure<"notifications", "unsubscribe">
  | EndpointFailure<"notifications", "subscribe">

export interface WhatsNewInput {
  readonly userID: number
  readonly isImpersonation: boolean
  /** The user's creation date (usercreateddate). */
  readonly userCreated: string
}

export interface WhatsNewContext extends WhatsNewInput {
  readonly lastActivity: string | null
  readonly slide: number
  readonly error: LastActivityFailure | ResetFailure | null
}

export type WhatsNewEvent =
  | { readonly type: "whatsNew.next" }
  | { readonly type: "whatsNew.back" }
  | { readonly type: "whatsNew.goTo"; readonly slide: number }
  | { readonly type: "whatsNew.close" }
  /** The popup's button: go to /dashboard, then hide like a close. */
  | { readonly type: "whatsNew.dashboard" }

const lookupLastActivity = providedByRuntime<string, { userID: number }, LastActivityFailure>(
  "lookupLastActivity",
)
const resetSubscriptions = providedByRuntime<void, { userID: number }, ResetFailure>("resetSubscriptions")
const lastSlide = WHATS_NEW_SLIDES.length - 1
const clamp = (n: number) => Math.max(0, Math.min(lastSlide, n))

/**
 * The what's-new popup (spec sections 4 and 7): never while impersonating; otherwise it looks up
 * the last activity and shows when the domain rule says so. Closing it or its dashboard button
 * hides it after 500 ms (`hiding`, an XState delay) and then resets the subscriptions.
 */
export const whatsNewMachine = setup({
  types: { context: {} as WhatsNewContext, events: {} as WhatsNewEvent, input: {} as WhatsNewInput },
  actors: { lookupLastActivity, resetSubscriptions },
  actions: { navigate: (_, _params: { to: string }) => {} },
  delays: { hideDelay: WHATS_NEW_HIDE_MS },
  guards: {
    isImpersonating: ({ context }) => context.isImpersonation,
    isShown: ({ context }) =>
      context.lastActivity !== null &&
      isWhatsNewShown({
        lastActivity: context.lastActivity,
        userCreated: context.userCreated,
        isImpersonation: context.isImpersonation,
      }),
  },
}).createMachine({
  id: "whatsNew",
  context: ({ input }) => ({ ...input, lastActivity: null, slide: 0, error: null }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "isImpersonating", target: "hidden" }, { target: "checking" }] },
    checking: {
      invoke: {
        src: "lookupLastActivity",
        input: ({ context }) => ({ userID: context.userID }),
        onDone: { target: "deciding", actions: assign({ lastActivity: ({ event }) => event.output }) },
        onError: {
          target: "hidden",
          actions: assign({ error: ({ event }) => failureOf(lookupLastActivity, event) }),
        },
      },
    },
    deciding: { always: [{ guard: "isShown", target: "shown" }, { target: "hidden" }] },
    shown: {
      on: {
        "whatsNew.next": { actions: assign({ slide: ({ context }) => clamp(context.slide + 1) }) },
        "whatsNew.back": { actions: assign({ slide: ({ context }) => clamp(context.slide - 1) }) },
        "whatsNew.goTo": { actions: assign({ slide: ({ event }) => clamp(event.slide) }) },
        "whatsNew.close": "hiding",
        "whatsNew.dashboard": {
          target: "hiding",
          actions: { type: "navigate", params: { to: "/dashboard" } },
        },
      },
    },
    hiding: { after: { hideDelay: "resetting" } },
    resetting: {
      invoke: {
        src: "resetSubscriptions",
        input: ({ context }) => ({ userID: context.userID }),
        onDone: "hidden",
        onError: {
          target: "hidden",
          actions: assign({ error: ({ event }) => failureOf(resetSubscriptions, event) }),
        },
      },
    },
    hidden: { type: "final" },
  },
})

/** The popup is on screen while shown and during its 500 ms hide. */
export const isWhatsNewVisible = (snapshot: { matches: (state: "shown" | "hiding") => boolean }): boolean =>
  snapshot.matches("shown") || snapshot.matches("hiding")

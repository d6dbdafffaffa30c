import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { LocationSubscriptions, Subscription } from "../../schema/notification.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type SettingsFailure =
  | EndpointFailure<"notifications", "subscriptions">
  | EndpointFailure<"notifications", "locations">
  | EndpointFailure<"notifications", "subscribe">
  | EndpointFailure<"notifications", "unsubscribe">
  | EndpointFailure<"notifications", "subscribeAll">
  | EndpointFailure<"notifications", "saveLocations">

/** What the settings screen shows: the subscriptions, unfollowed locations and locations to choose from. */
export interface SettingsData {
  readonly subscriptions: ReadonlyArray<Subscription>
  readonly locations: LocationSubscriptions
}

/** One change the user makes; the server's answer is reloaded after it. */
export type SettingsChange =
  | { readonly kind: "subscribe"; readonly subscription: Subscription }
  | { readonly kind: "unsubscribe"; readonly subscription: Subscription }
  | { readonly kind: "all" }
  | { readonly kind: "locations"; readonly unfollowed: ReadonlyArray<number> }

export interface SettingsContext {
  readonly userID: number
  readonly data: SettingsData | null
  readonly error: SettingsFailure | null
  /** The change being saved (the switch it names shows as busy). */
  readonly pending: SettingsChange | null
}

export type SettingsEvent =
  | { readonly type: "settings.toggle"; readonly subscription: Subscription; readonly on: boolean }
  | { readonly type: "settings.enableAll" }
  | { readonly type: "settings.setFollowed"; readonly locationID: number; readonly followed: boolean }
  | { readonly type: "settings.reload" }

const loadSettings = providedByRuntime<SettingsData, { userID: number }, SettingsFailure>("loadSettings")
const applyChange = providedByRuntime<
  SettingsData,
  { userID: number; change: SettingsChange },
  SettingsFailure
>("applyChange")

const unfollowedAfter = (data: SettingsData | null, locationID: number, followed: boolean): number[] => {
  const current = (data?.locations.items ?? []).map((i) => i.locationID).filter((id) => id !== locationID)
  return followed ? current : [...current, locationID]
}

/**
 * Notification settings of `/profile/:userId?notifications=1`: per event and delivery switches,
 * enable all, and followed locations. Each change is saved at once and the settings reloaded.
 */
export const notificationSettingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as { userID: number },
  },
  actors: { loadSettings, applyChange },
}).createMachine({
  id: "notificationSettings",
  context: ({ input }) => ({ userID: input.userID, data: null, error: null, pending: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadSettings",
        input: ({ context }) => ({ userID: context.userID }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(loadSettings, event) }),
        },
      },
    },
    ready: {
      on: {
        "settings.toggle": {
          target: "saving",
          actions: assign({
            pending: ({ event }) => ({
              kind: event.on ? "subscribe" : "unsubscribe",
              subscription: event.subscription,
            }),
          }),
        },
        "settings.enableAll": { target: "saving", actions: assign({ pending: { kind: "all" } }) },
        "settings.setFollowed": {
          target: "saving",
          actions: assign({
            pending: ({ context, event }) => ({
              kind: "locations",
              unfollowed: unfollowedAfter(context.data, event.locationID, event.followed),
            }),
          }),
        },
      },
    },
    saving: {
      invoke: {
        src: "applyChange",
        input: ({ context }) => ({ userID: context.userID, change: context.pending ?? { kind: "all" } }),
        onDone: {
          target: "ready",
          actions: assign({ data: ({ event }) => event.output, error: null, pending: null }),
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(applyChange, event), pending: null }),
        },
      },
    },
    failed: { on: { "settings.reload": "loading" } },
  },
})

/** True when the user gets `event_type` by `delivery_type`. */
export const isSubscribed = (data: SettingsData | null, s: Subscription): boolean =>
  data?.subscriptions.some((x) => x.event_type === s.event_type && x.delivery_type === s.delivery_type) ??
  false

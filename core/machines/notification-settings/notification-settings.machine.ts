import { assign, setup } from "xstate"
import type { NotificationEvent } from "../../domain/notifications/events.ts"
import type { Person } from "../../domain/users/user-rank.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { LocationSubscriptions, Subscription } from "../../schema/notification.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type SettingsFailure =
  | EndpointFailure<"shell", "user">
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
  /** The events offered to this user's role (core/domain/notifications/offered-events.ts), in order. */
  readonly events: ReadonlyArray<NotificationEvent>
  /**
   * Present when the user rule (core/domain/users/user-access.ts) refuses the caller changing this
   * user: the settings are shown, and no change is offered or sent.
   */
  readonly readOnly?: true
}

/**
 * Whose settings, and who looks: without `caller` the caller is the user itself (the own settings of
 * the user menu and the CLI); with one, another user's settings are changeable only where the user
 * rule lets the caller change that user.
 */
export interface SettingsInput {
  readonly userID: number
  readonly caller?: Person | undefined
}

/** One change the user makes; the server's answer is reloaded after it. */
export type SettingsChange =
  | { readonly kind: "subscribe"; readonly subscription: Subscription }
  | { readonly kind: "unsubscribe"; readonly subscription: Subscription }
  | { readonly kind: "all" }
  | { readonly kind: "locations"; readonly unfollowed: ReadonlyArray<number> }

export interface SettingsContext extends SettingsInput {
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

const loadSettings = providedByRuntime<SettingsData, SettingsInput, SettingsFailure>("loadSettings")
const applyChange = providedByRuntime<
  SettingsData,
  SettingsInput & { change: SettingsChange },
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
    input: {} as SettingsInput,
  },
  actors: { loadSettings, applyChange },
  guards: { canChange: ({ context }) => context.data !== null && context.data.readOnly !== true },
}).createMachine({
  id: "notificationSettings",
  context: ({ input }) => ({
    userID: input.userID,
    ...(input.caller === undefined ? {} : { caller: input.caller }),
    data: null,
    error: null,
    pending: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadSettings",
        input: ({ context }) => ({ userID: context.userID, caller: context.caller }),
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
          guard: "canChange",
          target: "saving",
          actions: assign({
            pending: ({ event }) => ({
              kind: event.on ? "subscribe" : "unsubscribe",
              subscription: event.subscription,
            }),
          }),
        },
        "settings.enableAll": {
          guard: "canChange",
          target: "saving",
          actions: assign({ pending: { kind: "all" } }),
        },
        "settings.setFollowed": {
          guard: "canChange",
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
        input: ({ context }) => ({
          userID: context.userID,
          caller: context.caller,
          change: context.pending ?? { kind: "all" },
        }),
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

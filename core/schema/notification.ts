import { Schema } from "effect"
import { DELIVERY_TYPES, NOTIFICATION_EVENTS, NOTIFICATION_PAGE } from "../domain/notifications/events.ts"
import { Id } from "./id.ts"
import { intParam } from "./list-query-params.ts"

export const NotificationEventType = Schema.Literals(NOTIFICATION_EVENTS)
export const DeliveryType = Schema.Literals(DELIVERY_TYPES)

/** Who caused a notification: a user (with photo) or an automated sender such as 'Monitoring Alert'. */
export const NotificationSender = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  profilepicture: Schema.NullOr(Schema.String),
})

/** Spec section 3: event (with message text), seen, link (may be null), created_at. */
export const Notification = Schema.Struct({
  id: Schema.Finite,
  event: Schema.Struct({ type: NotificationEventType, message: Schema.String }),
  seen: Schema.Boolean,
  link: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  sender: NotificationSender,
})
export type Notification = typeof Notification.Type

/** `offset` and `limit` of GET /v1/user/notifications/:id (defaults 0 and 20, at most 100). */
export const NotificationQuery = Schema.Struct({
  offset: Schema.optional(intParam("offset", 0, 1_000_000)),
  limit: Schema.optional(intParam("limit", 1, NOTIFICATION_PAGE.max)),
})
export type NotificationQuery = typeof NotificationQuery.Type

/** Newest first; `hasMore` when older ones follow; `unseen` counts the user's unseen notifications, up to 100. */
export const NotificationPage = Schema.Struct({
  items: Schema.Array(Notification),
  hasMore: Schema.Boolean,
  unseen: Schema.Finite,
})
export type NotificationPage = typeof NotificationPage.Type

/** POST markSeen: how many were marked; `ignored` for an impersonation session (spec section 6). */
export const MarkSeenAnswer = Schema.Struct({
  status: Schema.Literals(["success", "ignored"]),
  marked: Schema.Finite,
})
export type MarkSeenAnswer = typeof MarkSeenAnswer.Type

export const Subscription = Schema.Struct({ event_type: NotificationEventType, delivery_type: DeliveryType })
export type Subscription = typeof Subscription.Type

export const SubscriptionList = Schema.Struct({ items: Schema.Array(Subscription) })
export type SubscriptionList = typeof SubscriptionList.Type

/** POST subscriptions/remove: the event's subscriptions, or only the named delivery. */
export const SubscriptionRemoval = Schema.Struct({
  event_type: NotificationEventType,
  delivery_type: Schema.optional(DeliveryType),
})
export type SubscriptionRemoval = typeof SubscriptionRemoval.Type

export const StatusAnswer = Schema.Struct({ status: Schema.String })

/**
 * GET subscriptions/locations: `items` the unfollowed locations (spec section 3: "items with
 * locationID"); `available` every location of the user's companies, to choose from (at most 500).
 */
export const LocationSubscriptions = Schema.Struct({
  items: Schema.Array(Schema.Struct({ locationID: Schema.Finite })),
  available: Schema.Array(Schema.Struct({ locationID: Schema.Finite, name: Schema.String })),
})
export type LocationSubscriptions = typeof LocationSubscriptions.Type

/** POST subscriptions/locations: the locations the user does not follow (replaces the set). */
export const LocationPayload = Schema.Struct({
  locations: Schema.Array(Id).check(Schema.isMaxLength(500)),
})
export type LocationPayload = typeof LocationPayload.Type

/** The interest dialogs of Apps + Integrations (spec section 7: keys interested-monitoring / -integration). */
export const INTEREST_KEYS = ["interested-monitoring", "interested-integration"] as const
/** Longest note of an interest request (the dialog's text field stops there too). */
export const INTEREST_MESSAGE_MAX = 2000
export const InterestRequest = Schema.Struct({
  key: Schema.Literals(INTEREST_KEYS),
  /** What the customer wants to monitor or integrate (optional note). */
  message: Schema.optional(Schema.String.check(Schema.isMaxLength(INTEREST_MESSAGE_MAX))),
  /** The card chosen (a monitoring product or an integration name). */
  product: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(120)),
})
export type InterestRequest = typeof InterestRequest.Type

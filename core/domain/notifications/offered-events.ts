import { ROLES } from "../roles.ts"
import {
  DELIVERY_TYPES,
  EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type SubscriptionKey,
} from "./events.ts"

/**
 * Which events a user may subscribe to, by that user's role (issue 24 point 8): "A user is added to
 * one of your accounts" (SE_COMPANY_USER_ADDED) goes only to sales reps, who have accounts; every
 * other event to everyone. The settings screen offers these, the CLI accepts these, and the server
 * refuses any other (subscribe) or leaves it out (enable all).
 */
export const offeredEvents = (roleid: number): ReadonlyArray<NotificationEvent> =>
  NOTIFICATION_EVENTS.filter((event) => event !== "SE_COMPANY_USER_ADDED" || roleid === ROLES.salesRep)

export const isOfferedEvent = (roleid: number, event: NotificationEvent): boolean =>
  offeredEvents(roleid).includes(event)

/** What "enable all" subscribes a user of this role to: every offered event with every delivery. */
export const offeredSubscriptions = (roleid: number): ReadonlyArray<SubscriptionKey> =>
  offeredEvents(roleid).flatMap((event_type) =>
    DELIVERY_TYPES.map((delivery_type) => ({ event_type, delivery_type })),
  )

/** The server's words when a subscription is refused for the user's role. */
export const notOfferedMessage = (event: NotificationEvent): string =>
  `"${EVENT_LABELS[event]}" is offered to sales representatives only`

import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Forbidden, NotFound, TooManyRequests } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import {
  InterestRequest,
  LocationPayload,
  LocationSubscriptions,
  MarkSeenAnswer,
  NotificationPage,
  NotificationQuery,
  StatusAnswer,
  Subscription,
  SubscriptionList,
  SubscriptionRemoval,
} from "../schema/notification.ts"
import { Authentication } from "./middleware.ts"

/**
 * Notifications and subscriptions (spec section 7, Notifications). `:id` is a user id: the
 * caller's own, or (admins) a user of their company scope.
 */
export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("list", "/v1/user/notifications/:id", {
      params: { id: Id },
      query: NotificationQuery,
      success: NotificationPage,
      error: [BadRequest, Forbidden, NotFound],
    }),
    /** Marks all of the user's notifications seen; ignored for an impersonation session. */
    HttpApiEndpoint.post("markSeen", "/v1/user/notifications/markSeen/:id", {
      params: { id: Id },
      success: MarkSeenAnswer,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.get("subscriptions", "/v1/notification/event/subscriptions/:id", {
      params: { id: Id },
      success: SubscriptionList,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.post("subscribe", "/v1/notification/event/subscriptions/:id", {
      params: { id: Id },
      payload: Subscription,
      success: StatusAnswer,
      error: [BadRequest, Forbidden, NotFound],
    }),
    HttpApiEndpoint.post("unsubscribe", "/v1/notification/event/subscriptions/remove/:id", {
      params: { id: Id },
      payload: SubscriptionRemoval,
      success: StatusAnswer,
      error: [BadRequest, Forbidden, NotFound],
    }),
    /** No body: subscribes to every event with every delivery. */
    HttpApiEndpoint.post("subscribeAll", "/v1/notification/event/subscriptions/all/:id", {
      params: { id: Id },
      success: StatusAnswer,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.get("locations", "/v1/notification/event/subscriptions/locations/:id", {
      params: { id: Id },
      success: LocationSubscriptions,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.post("saveLocations", "/v1/notification/event/subscriptions/locations/:id", {
      params: { id: Id },
      payload: LocationPayload,
      success: StatusAnswer,
      error: [BadRequest, Forbidden, NotFound],
    }),
  )
  .middleware(Authentication) {}

/**
 * Apps + Integrations: the interest submission (spec section 7 leaves its path out; ours). Mails
 * the account team of the caller's company through the outbox.
 */
export class AppsApi extends HttpApiGroup.make("apps")
  .add(
    HttpApiEndpoint.post("interest", "/v1/interest", {
      payload: InterestRequest,
      success: StatusAnswer,
      error: [BadRequest, NotFound, TooManyRequests],
    }),
  )
  .middleware(Authentication) {}

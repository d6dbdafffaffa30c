/**
 * Notification events and deliveries (spec section 3: Notification, Subscription). The server
 * creates a notification for every user subscribed to an event with in-app delivery, and queues a
 * mail for every one subscribed with email delivery, in the transaction of the change.
 */
export const NOTIFICATION_EVENTS = [
  "TICKET_CREATED",
  "TICKET_CLOSED",
  "TICKET_COMMENT_ADDED",
  "TICKET_ATTACHMENT_ADDED",
  "COMPANY_USER_ADDED",
  "SE_COMPANY_USER_ADDED",
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

/** How a notification reaches the user: in the portal's panel, or by mail (spec: "delivery such as EMAIL"). */
export const DELIVERY_TYPES = ["IN_APP", "EMAIL"] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** Ticket events: narrowed by the locations a user follows. */
export const TICKET_EVENTS: ReadonlyArray<NotificationEvent> = [
  "TICKET_CREATED",
  "TICKET_CLOSED",
  "TICKET_COMMENT_ADDED",
  "TICKET_ATTACHMENT_ADDED",
]

export const isTicketEvent = (event: NotificationEvent): boolean => TICKET_EVENTS.includes(event)

/** What the settings screen and the CLI call each event and delivery. */
export const EVENT_LABELS: { readonly [E in NotificationEvent]: string } = {
  TICKET_CREATED: "A service ticket is created",
  TICKET_CLOSED: "A service ticket is closed",
  TICKET_COMMENT_ADDED: "A comment is added to a service ticket",
  TICKET_ATTACHMENT_ADDED: "A file is added to a service ticket",
  COMPANY_USER_ADDED: "A user is added to your company",
  SE_COMPANY_USER_ADDED: "A user is added to one of your accounts",
}

export const DELIVERY_LABELS: { readonly [D in DeliveryType]: string } = {
  IN_APP: "In-app",
  EMAIL: "Email",
}

/** CLI spelling of a delivery (`--delivery email|in_app`). */
export const deliveryFromOption = (value: string): DeliveryType | undefined => {
  const upper = value.trim().toUpperCase()
  return (DELIVERY_TYPES as ReadonlyArray<string>).includes(upper) ? (upper as DeliveryType) : undefined
}

export const isNotificationEvent = (value: string): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as ReadonlyArray<string>).includes(value)

/** One subscription: an event with one delivery. */
export interface SubscriptionKey {
  readonly event_type: NotificationEvent
  readonly delivery_type: DeliveryType
}

/** Every event with every delivery: what "enable all" subscribes to. */
export const ALL_SUBSCRIPTIONS: ReadonlyArray<SubscriptionKey> = NOTIFICATION_EVENTS.flatMap((event_type) =>
  DELIVERY_TYPES.map((delivery_type) => ({ event_type, delivery_type })),
)

/** Notification page sizes (spec section 9): first fetch 20, then pages of 10, 10 shown initially. */
export const NOTIFICATION_PAGE = { first: 20, next: 10, shownInitially: 10, step: 10, max: 100 } as const

/**
 * The actions of a user's activity timeline (spec section 3, activity entries: action, createdBy,
 * createdDate). The server writes one entry in the same transaction as the change it records;
 * `GET /v1/user/activity/timeline/:id` reads them newest first. Features add their actions here.
 */
export const USER_ACTIVITY_ACTIONS = [
  "USER_CREATED",
  "USER_UPDATED",
  "USER_ACTIVATED",
  "USER_DEACTIVATED",
  "USER_TRANSFERRED",
  "PASSWORD_CHANGED",
  "EMAIL_CHANGE_REQUESTED",
  "EMAIL_CHANGED",
  "PHONE_CONFIRMED",
  "PERMISSIONS_CHANGED",
  "NOTIFICATION_SUBSCRIPTIONS_CHANGED",
  "IMPERSONATION_STARTED",
  "IMPERSONATION_ENDED",
  "PERSONAL_TOKEN_CREATED",
  "PERSONAL_TOKEN_REVOKED",
] as const

export type UserActivityAction = (typeof USER_ACTIVITY_ACTIONS)[number]

/** Timeline page size when the caller names none, and the most one call returns (spec: 999). */
export const TIMELINE_DEFAULT_LIMIT = 20
export const TIMELINE_MAX_LIMIT = 999

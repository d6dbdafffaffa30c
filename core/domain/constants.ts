/** Product version shown in the side navigation. */
export const VERSION = "7.1.0"

/** Request timeouts in milliseconds (spec section 9). */
export const TIMEOUTS = {
  request: 180_000,
  emailChange: 7_000,
} as const

/** Page sizes per list (spec section 9). */
export const PAGE_SIZES = {
  tickets: 25,
  users: 24,
  equipmentSearch: 50,
  agreementLocations: 1000,
  notificationsFirstFetch: 20,
  notificationsPage: 10,
  notificationsShown: 10,
} as const

/**
 * Request bodies other than attachment uploads (JSON calls) are at most 1 MB: room for long comments
 * and problem texts. Larger ones answer 413 `PayloadTooLarge` with this limit.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024

/** Ids are PostgreSQL integers: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647

/** Layout breakpoints: the lower bound of each size class, in pixels. */
export const BREAKPOINTS = {
  small: 0,
  medium: 770,
  large: 1050,
  extraLarge: 999_999,
} as const

/** Keys the client keeps in local storage (or the CLI's file). */
export const STORAGE_KEYS = {
  session: "session",
  addReminder: "addReminder",
  contactedAccountTeam: "contactedAccountTeam",
  dismissedBanner: "dismissedBanner",
} as const

/** Keys cleared on logout and whenever the session ends. */
export const SESSION_KEYS: ReadonlyArray<string> = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.addReminder,
  STORAGE_KEYS.contactedAccountTeam,
]

/** Defaults for product and provider names when configuration gives none. */
export const DEFAULT_PRODUCT_NAME = "Service Portal"
export const DEFAULT_PROVIDER_NAME = "Acme Equipment Services"

/** Placeholder shown when a value is missing. */
export const UNKNOWN_ERROR_MESSAGE = "Unknown Error"

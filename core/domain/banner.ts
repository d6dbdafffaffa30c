import { STORAGE_KEYS } from "./constants.ts"

/** Storage key holding the encoded message of the last dismissed banner. */
export const DISMISSED_BANNER_KEY = STORAGE_KEYS.dismissedBanner

/** The fields of a banner that its visibility depends on. */
export interface BannerLike {
  readonly active: boolean
  readonly message: string
}

/**
 * Encodes a banner message the way it is stored on dismissal: base64 of its URI-encoded form.
 * URI-encoding makes it ASCII, so `btoa` is safe in browsers and Node alike.
 */
export const encodeDismissed = (message: string): string => btoa(encodeURIComponent(message))

/** Visible only when there is an active banner whose exact message was not dismissed. */
export const isBannerVisible = (
  banner: BannerLike | null | undefined,
  dismissedEncoded: string | null,
): boolean => banner?.active === true && encodeDismissed(banner.message) !== dismissedEncoded

/** Banner status names mapped to notification levels (spec section 4). */
export const BANNER_LEVELS = {
  information: 1,
  warning: 2,
  critical: 3,
  "new feature": 4,
} as const

export type BannerLevel = (typeof BANNER_LEVELS)[keyof typeof BANNER_LEVELS] | "unknown"

/** Level of a banner status; anything not in the list is "unknown". */
export const bannerLevel = (status: string | null | undefined): BannerLevel => {
  const key = (status ?? "").trim().toLowerCase()
  return Object.hasOwn(BANNER_LEVELS, key) ? BANNER_LEVELS[key as keyof typeof BANNER_LEVELS] : "unknown"
}

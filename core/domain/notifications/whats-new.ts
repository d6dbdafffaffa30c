/**
 * The what's-new popup (spec sections 4, 7 and 9): shown only when the user's last activity is
 * before the cut-off and the user was not created after it, never while impersonating.
 */
export const WHATS_NEW_CUTOFF = "2023-06-28T00:00:00.000Z"
/** The popup hides this long after it is closed or its button is used (spec section 9). */
export const WHATS_NEW_HIDE_MS = 500
/** Last activity when the timeline has no subscription change by the user. */
export const NO_ACTIVITY = "2000-01-01T00:00:00.000Z"
/** How many timeline entries the lookup reads, from offset 0. */
export const LAST_ACTIVITY_LOOKUP_LIMIT = 999

interface TimelineEntry {
  readonly action: string
  readonly createdBy: number | null
  readonly createdDate: string
}

/**
 * The last-activity lookup of spec section 7: the createdDate of the first entry (the timeline is
 * newest first) with action NOTIFICATION_SUBSCRIPTIONS_CHANGED created by the user, else 2000-01-01.
 */
export const lastActivityOf = (userid: number, entries: ReadonlyArray<TimelineEntry>): string =>
  entries.find((e) => e.action === "NOTIFICATION_SUBSCRIPTIONS_CHANGED" && e.createdBy === userid)
    ?.createdDate ?? NO_ACTIVITY

const time = (iso: string): number => {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? Number.NaN : t
}

/** True when the popup shows: last activity before the cut-off, created not after it, not impersonating. */
export const isWhatsNewShown = (input: {
  readonly lastActivity: string
  readonly userCreated: string
  readonly isImpersonation: boolean
}): boolean => {
  if (input.isImpersonation) return false
  const cutoff = time(WHATS_NEW_CUTOFF)
  const created = time(input.userCreated)
  return time(input.lastActivity) < cutoff && !(created > cutoff)
}

/** The popup's slides (spec: two slides with back, forward and dots). */
export const WHATS_NEW_SLIDES = [
  {
    title: "Notifications are here",
    body: "The bell in the top bar now tells you when a service ticket is created, closed, commented on or given a file, and when a colleague joins your company.",
  },
  {
    title: "Choose how you hear about it",
    body: "Pick in-app or email delivery for each event and the locations you follow under Notification Settings in your user menu.",
  },
] as const

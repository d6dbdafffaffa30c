/** The channel every process listens on; the payload is the new event's id. */
export const LIVE_CHANNEL = "portal_live"

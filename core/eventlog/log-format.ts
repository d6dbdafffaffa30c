/** The event log's format name and version (kept apart from its Schema so the browser's log stays light). */
export const LOG_FORMAT = "service-portal/event-log"
export const LOG_VERSION = 1

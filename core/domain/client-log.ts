/** Where pages send their batches (the spec does not show the log service's path; this one is ours). */
export const CLIENT_LOG_PATH = "/v1/log/client"

/**
 * The client log (spec section 7, "Calls whose path is missing": client events and failed-request
 * details go to a log service): the limits the client batches by and the server enforces.
 */
export const CLIENT_LOG_LIMITS = {
  /** Bytes of one `POST /v1/log/client` body; a larger one answers 413 before it is read. */
  bodyBytes: 64 * 1024,
  /** Entries in one batch. */
  entriesPerBatch: 50,
  /**
   * Batches one user may send per minute over all their sessions (counted in the database, every
   * process); more answer 429 with Retry-After. A page sends at most 12 a minute
   * (`batchIntervalMs`), so two pages at full pace fit; a third waits as the 429 says, keeping its
   * entries (`bufferedEntries`).
   */
  batchesPerMinute: 24,
  /** Characters of JSON text one logged value (an event, a request or response body) may take. */
  valueChars: 4_000,
  /** Entries a page holds while it cannot send (no session yet, refused); later ones are counted as dropped. */
  bufferedEntries: 500,
  /** Milliseconds a page waits between batches (12 a minute, half the server's limit per user). */
  batchIntervalMs: 5_000,
  /** Days the server keeps entries. */
  retentionDays: 30,
} as const

/**
 * The attribute on the page's `<body>` that turns client logging on (the spec: remote logging is on
 * only when the page body carries a log-client attribute). The server sets it when configured with
 * `PORTAL_CLIENT_LOG=1`.
 */
export const CLIENT_LOG_ATTRIBUTE = "data-log-client"

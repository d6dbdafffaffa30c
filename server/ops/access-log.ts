/** One answered request as the JSON log shows it (PORTAL_LOG_FORMAT=json). */
export interface AccessLogEntry {
  readonly time: Date
  readonly requestId: string
  readonly method: string
  /** The route template (`/v1/ticket/:id`), never the path: ids and tokens stay out of the log. */
  readonly route: string
  readonly status: number
  readonly ms: number
  /** The signed-in user, when the request had a live session. */
  readonly userId: number | undefined
}

/** One line of JSON per request: fixed keys, duration in milliseconds to 0.1 ms. */
export const accessLogLine = (entry: AccessLogEntry): string =>
  JSON.stringify({
    time: entry.time.toISOString(),
    level: entry.status >= 500 ? "error" : "info",
    msg: "request",
    requestId: entry.requestId,
    method: entry.method,
    route: entry.route,
    status: entry.status,
    durationMs: Math.round(entry.ms * 10) / 10,
    ...(entry.userId !== undefined ? { userId: entry.userId } : {}),
  })

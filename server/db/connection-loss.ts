/**
 * Errors that mean the database cannot be reached right now (restart, failover, network, too many
 * connections), as opposed to a statement that failed. They answer 503 until the pool connects again.
 */
const LOST_STATES = /^(08...|57P0[123]|53300)$/
const LOST_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
])
const LOST_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i

const isLost = (e: { code?: unknown; message?: unknown }): boolean => {
  const code = typeof e.code === "string" ? e.code : ""
  const message = typeof e.message === "string" ? e.message : ""
  return LOST_STATES.test(code) || LOST_CODES.has(code) || LOST_MESSAGES.test(message)
}

/** The reason, when `error` (or what it wraps, as Drizzle does) is a lost or refused connection. */
export const connectionLossOf = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (isLost(candidate)) {
      const code = typeof candidate.code === "string" ? candidate.code : undefined
      const message =
        typeof candidate.message === "string" && candidate.message !== "" ? candidate.message : code
      return message ?? "connection lost"
    }
    e = candidate.cause
  }
  return undefined
}

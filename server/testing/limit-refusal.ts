import { expect } from "vitest"
import { type MailLimit, mailLimitText } from "../../core/domain/limits/mail-limits.ts"

/**
 * Checks an answer is the refusal of `limit`: 429, a Retry-After within the window, and the body
 * with the limit's sentence for that wait. Returns the seconds to wait.
 */
export const expectLimitRefusal = async (answer: Response, limit: MailLimit): Promise<number> => {
  expect(answer.status).toBe(429)
  const seconds = Number(answer.headers.get("retry-after"))
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(limit.windowSeconds)
  expect(await answer.json()).toMatchObject({
    _tag: "TooManyRequests",
    message: mailLimitText(limit, seconds),
    retryAfterSeconds: seconds,
  })
  return seconds
}

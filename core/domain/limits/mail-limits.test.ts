import { describe, expect, it } from "vitest"
import { MAIL_LIMITS, mailLimitText, waitText } from "./mail-limits.ts"

describe("per-user bounds on mail to others", () => {
  it("bounds change requests at 40, interest at 10 and new users at 100 an hour", () => {
    expect(MAIL_LIMITS.changeRequest).toMatchObject({ points: 40, windowSeconds: 3600 })
    expect(MAIL_LIMITS.interest).toMatchObject({ points: 10, windowSeconds: 3600 })
    expect(MAIL_LIMITS.newUser).toMatchObject({ points: 100, windowSeconds: 3600 })
  })

  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [3600, "60 minutes"],
  ])("waitText(%i) is %j", (seconds, text) => expect(waitText(seconds)).toBe(text))

  it.each([
    [
      MAIL_LIMITS.changeRequest,
      720,
      "You can send at most 40 change requests an hour. Please try again in 12 minutes.",
    ],
    [
      MAIL_LIMITS.interest,
      30,
      "You can send at most 10 requests to your account team an hour. Please try again in 30 seconds.",
    ],
    [MAIL_LIMITS.newUser, 3600, "You can create at most 100 users an hour. Please try again in 60 minutes."],
    [
      { name: "x", verb: "run", what: "tests", points: 3, windowSeconds: 900 },
      60,
      "You can run at most 3 tests in 15 minutes. Please try again in 1 minute.",
    ],
  ])("the sentence for %j", (limit, seconds, text) => expect(mailLimitText(limit, seconds)).toBe(text))
})

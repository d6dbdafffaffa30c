import { describe, expect, it } from "vitest"
import { DEACTIVATED_SIGN_IN_MESSAGE, refusalShowsAttempts } from "./sign-in-answers.ts"

describe("refusalShowsAttempts", () => {
  it.each([
    ["Invalid username or password", true],
    ["Invalid username or password. 4 attempts remaining.", false],
    ["This account is locked after 5 failed sign-in attempts.", false],
    [DEACTIVATED_SIGN_IN_MESSAGE, false],
  ])("%j -> %j", (message, shows) => expect(refusalShowsAttempts(message)).toBe(shows))
})

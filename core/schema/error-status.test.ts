import { describe, expect, it } from "vitest"
import { ERROR_STATUS, statusOfTag, tagOfStatus } from "./error-status.ts"

describe("error tags and HTTP statuses", () => {
  it("reads each status from its error class", () =>
    expect(Object.fromEntries(ERROR_STATUS)).toEqual({
      BadRequest: 400,
      Unauthorized: 401,
      Forbidden: 403,
      NotFound: 404,
      Conflict: 409,
      MethodNotAllowed: 405,
      PayloadTooLarge: 413,
      UnsupportedMediaType: 415,
      AccountLocked: 423,
      TooManyRequests: 429,
      PasswordExpired: 403,
      InternalServerError: 500,
      ServiceUnavailable: 503,
    }))

  it.each([
    [400, "BadRequest"],
    [403, "Forbidden"],
    [423, "AccountLocked"],
    [503, "ServiceUnavailable"],
    [418, undefined],
  ])("status %s is answered as %s", (status, tag) => expect(tagOfStatus(status)).toBe(tag))

  it("knows no status for an unknown tag", () => expect(statusOfTag("Teapot")).toBeUndefined())
})

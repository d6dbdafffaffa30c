import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../core/runtime/failures.ts"
import { AccountLocked, NotFound, Unauthorized } from "../../core/schema/errors.ts"
import { EXIT } from "./cli-errors.ts"
import { failureError, signInError } from "./failure-messages.ts"

const deps = { api: "http://localhost:4310", transport: { lastFailure: () => "ECONNREFUSED" } }

describe("CLI failure texts", () => {
  it.each([
    [
      new NotFound({ message: "No ticket 9" }),
      EXIT.failed,
      "could not load ticket #9: No ticket 9 (HTTP 404)",
    ],
    [
      new Unauthorized({ message: "Session expired" }),
      EXIT.notSignedIn,
      "not signed in (the session has ended)",
    ],
    [
      new TransportFailure({ status: -1, message: "Unknown Error" }),
      EXIT.unreachable,
      "cannot reach the portal API at http://localhost:4310: ECONNREFUSED",
    ],
    [
      new TransportFailure({ status: 502, message: "Request failed with status code 502" }),
      EXIT.failed,
      "could not load ticket #9: Request failed with status code 502 (HTTP 502)",
    ],
  ])("%j", (failure, exitCode, text) => {
    const error = failureError(deps, "could not load ticket #9", failure)
    expect(error.exitCode).toBe(exitCode)
    expect(error.message).toContain(text)
  })

  it("a refused sign-in names the remaining attempts unless the server did", () => {
    const refused = new Unauthorized({ message: "Invalid username or password" })
    expect(signInError(deps, refused, 2).message).toBe(
      "sign-in failed: Invalid username or password (2 attempts remaining)",
    )
    expect(signInError(deps, new AccountLocked({ message: "account locked" }), null).message).toBe(
      "sign-in failed: account locked",
    )
    expect(
      signInError(deps, new TransportFailure({ status: -1, message: "Unknown Error" }), 3).exitCode,
    ).toBe(EXIT.unreachable)
  })
})

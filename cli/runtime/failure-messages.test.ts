import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../core/runtime/failures.ts"
import { AccountLocked, NotFound, Unauthorized, UnsupportedMediaType } from "../../core/schema/errors.ts"
import { EXIT, errorJson } from "./cli-errors.ts"
import { failureError, signInError } from "./failure-messages.ts"

const deps = { api: "http://localhost:4310", transport: { lastFailure: () => "ECONNREFUSED" } }

describe("CLI failure texts", () => {
  it.each([
    [
      new NotFound({ message: "No ticket 9" }),
      EXIT.failed,
      "NotFound",
      "could not load ticket #9: No ticket 9 (HTTP 404)",
    ],
    [
      new Unauthorized({ message: "Session expired" }),
      EXIT.notSignedIn,
      "NotSignedIn",
      "not signed in (the session has ended)",
    ],
    [
      new TransportFailure({ status: -1, message: "Unknown Error" }),
      EXIT.unreachable,
      "Unreachable",
      "cannot reach the portal API at http://localhost:4310: ECONNREFUSED",
    ],
    [
      new UnsupportedMediaType({ message: '"run.ps1" cannot be uploaded: .ps1 files can run programs' }),
      EXIT.failed,
      "UnsupportedMediaType",
      'could not load ticket #9: "run.ps1" cannot be uploaded: .ps1 files can run programs (HTTP 415)',
    ],
    [
      new TransportFailure({ status: 502, message: "Request failed with status code 502" }),
      EXIT.failed,
      "TransportFailure",
      "could not load ticket #9: Request failed with status code 502 (HTTP 502)",
    ],
  ])("%j", (failure, exitCode, tag, text) => {
    const error = failureError(deps, "could not load ticket #9", failure)
    expect([error.exitCode, error.tag]).toEqual([exitCode, tag])
    expect(error.message).toContain(text)
  })

  it("--json prints an error as one JSON line", () => {
    expect(JSON.parse(errorJson("NotFound", "could not load\n ticket #9"))).toEqual({
      error: { tag: "NotFound", message: "could not load ticket #9" },
    })
  })

  it("a refused sign-in names the remaining attempts unless the server did", () => {
    const refused = new Unauthorized({ message: "Invalid username or password" })
    expect(signInError(deps, refused, 2).message).toBe(
      "sign-in failed: Invalid username or password (2 attempts remaining)",
    )
    const locked = signInError(deps, new AccountLocked({ message: "account locked" }), null)
    expect([locked.message, locked.tag]).toEqual(["sign-in failed: account locked", "AccountLocked"])
    expect(
      signInError(deps, new TransportFailure({ status: -1, message: "Unknown Error" }), 3).exitCode,
    ).toBe(EXIT.unreachable)
  })
})

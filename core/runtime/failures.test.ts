import { Schema } from "effect"
import { HttpClientError, HttpClientRequest } from "effect/http"
import { describe, expect, it } from "vitest"
import { AccountLocked, BadRequest, NotFound, PayloadTooLarge } from "../schema/errors.ts"
import { defectFailure, failureStatus, TransportFailure, toFailure } from "./failures.ts"

const request = HttpClientRequest.get("/v1/leftmenu")
const noAnswer = new HttpClientError.HttpClientError({
  reason: new HttpClientError.TransportError({ request, description: "connection refused" }),
})

describe("failures", () => {
  it.each([
    [new BadRequest({ message: "bad os", field: "os" }), 400],
    [new NotFound({ message: "gone" }), 404],
    [new PayloadTooLarge({ message: "too big", limitBytes: 1 }), 413],
    [new AccountLocked({ message: "locked" }), 423],
    [{ _tag: "Forbidden", message: "not yours" }, 403],
    [new TransportFailure({ status: 502, message: "Request failed with status code 502" }), 502],
    [{ _tag: "Weird", message: "x" }, -1],
  ])("the status of %j is the one its class declares (%i)", (failure, status) =>
    expect(failureStatus(failure)).toBe(status),
  )

  it("contract errors pass through unchanged", () => {
    const error = new BadRequest({ message: "bad os", field: "os" })
    expect(toFailure(error)).toBe(error)
  })

  it("a request without an answer is status -1 and 'Unknown Error' (spec section 8)", () => {
    expect(toFailure(noAnswer)).toMatchObject({
      _tag: "TransportFailure",
      status: -1,
      message: "Unknown Error",
      detail: expect.stringContaining("connection refused"),
    })
  })

  it("an answer that does not decode and a defect are transport failures too", () => {
    const error = (() => {
      try {
        return Schema.decodeUnknownSync(Schema.Number)("x")
      } catch (e) {
        return e
      }
    })()
    expect(Schema.isSchemaError(error)).toBe(true)
    expect(toFailure(error)).toMatchObject({ _tag: "TransportFailure", status: -1, message: "Unknown Error" })
    expect(defectFailure(new Error("boom"))).toMatchObject({ status: -1, detail: "defect: Error: boom" })
  })
})

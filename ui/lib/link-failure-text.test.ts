import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../core/runtime/failures.ts"
import { Conflict, NotFound, TooManyRequests } from "../../core/schema/errors.ts"
import { linkFailureView } from "./link-failure-text.ts"

const noAnswer = new TransportFailure({ status: -1, message: "Unknown Error" })
const status500 = new TransportFailure({ status: 500, message: "Request failed with status code 500" })

describe("linkFailureView", () => {
  const dead = "This link is not valid: it was already used, it has expired, or it never existed."
  it("a link that can never work shows the server's reason, not 'try again'", () => {
    expect(linkFailureView(new NotFound({ message: dead }))).toEqual({
      kind: "deadLink",
      title: "This link cannot be used",
      body: dead,
    })
    expect(linkFailureView(null)).toEqual({ kind: "deadLink", title: "This link cannot be used", body: dead })
    const taken = new Conflict({ message: "This email address already belongs to another account" })
    expect(linkFailureView(taken).body).toBe(taken.message)
  })

  it("a server that could not answer gets the spec's token failure screen", () => {
    for (const failure of [status500, noAnswer, new TransportFailure({ status: 503, message: "x" })])
      expect(linkFailureView(failure)).toEqual({
        kind: "serverFailure",
        title: "Something went wrong",
        body: "Server Error Occurred - Please try again in a few minutes.",
      })
    expect(linkFailureView(new TooManyRequests({ message: "later", retryAfterSeconds: 60 })).kind).toBe(
      "serverFailure",
    )
    expect(linkFailureView(null, true)).toMatchObject({
      kind: "serverFailure",
      title: "Something went wrong",
    })
  })
})

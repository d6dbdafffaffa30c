import { describe, expect, it } from "vitest"
import { linkFailureKind } from "./token-links.ts"

describe("linkFailureKind", () => {
  it.each([
    [null, "deadLink"],
    [400, "deadLink"],
    [403, "deadLink"],
    [404, "deadLink"],
    [409, "deadLink"],
    [410, "deadLink"],
    [408, "serverFailure"],
    [429, "serverFailure"],
    [500, "serverFailure"],
    [503, "serverFailure"],
    [-1, "serverFailure"],
  ] as const)("status %s -> %s", (status, kind) => {
    expect(linkFailureKind(status)).toBe(kind)
  })
})

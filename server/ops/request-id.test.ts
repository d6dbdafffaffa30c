import { describe, expect, it } from "vitest"
import { chooseRequestId, isSaneRequestId, MAX_REQUEST_ID_LENGTH } from "./request-id.ts"

describe("isSaneRequestId", () => {
  it.each([
    ["9f1c2d3e-4b5a-6789-abcd-ef0123456789", true],
    ["Root=1-67891233-abcdef012345678912345678", true],
    ["a", true],
    ["x".repeat(MAX_REQUEST_ID_LENGTH), true],
    ["x".repeat(MAX_REQUEST_ID_LENGTH + 1), false],
    ["", false],
    [undefined, false],
    ["id with spaces", false],
    ['id"}\n{"forged":1', false],
    ["id\r\nSet-Cookie: x", false],
    ["<script>", false],
    ["ünïcode", false],
  ])("%j -> %s", (value, sane) => expect(isSaneRequestId(value)).toBe(sane))
})

describe("chooseRequestId", () => {
  const generate = () => "generated"
  it.each([
    ["abc-123", true, "abc-123"],
    ["abc-123", false, "generated"],
    ["bad id", true, "generated"],
    [undefined, true, "generated"],
  ])("incoming %j, trusted %s -> %s", (incoming, trusted, id) =>
    expect(chooseRequestId(incoming, trusted, generate)).toBe(id),
  )
})

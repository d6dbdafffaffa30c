import { describe, expect, it } from "vitest"
import { isLoopbackAddress } from "./loopback.ts"

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.10.20.30", true],
    ["::1", true],
    ["0:0:0:0:0:0:0:1", true],
    ["::ffff:127.0.0.1", true],
    ["::FFFF:127.0.0.1", true],
    ["10.0.0.1", false],
    ["203.0.113.9", false],
    ["::ffff:203.0.113.9", false],
    ["128.0.0.1", false],
    ["fe80::1", false],
    ["::11", false],
    ["unknown", false],
    ["", false],
  ])("%j -> %s", (address, loopback) => expect(isLoopbackAddress(address)).toBe(loopback))
})

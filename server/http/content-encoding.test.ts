import { describe, expect, it } from "vitest"
import { type ContentEncoding, negotiateEncoding } from "./content-encoding.ts"

const both: ReadonlyArray<ContentEncoding> = ["br", "gzip"]

describe("negotiateEncoding", () => {
  it.each([
    [undefined, both, "identity"],
    ["", both, "identity"],
    ["gzip, deflate, br, zstd", both, "br"],
    ["br, gzip", ["gzip"], "gzip"],
    ["br, gzip", [], "identity"],
    ["gzip", both, "gzip"],
    ["gzip;q=1, br;q=0.5", both, "gzip"],
    ["br;q=0, gzip;q=0.8", both, "gzip"],
    ["BR;Q=0.9, gzip;q=0.1", both, "br"],
    ["identity", both, "identity"],
    ["*", both, "br"],
    ["*;q=0.5, identity;q=1", both, "identity"],
    ["br;q=0, gzip;q=0", both, "identity"],
    ["deflate", both, "identity"],
    ["br;q=abc, gzip", both, "gzip"],
  ] as const)("%j offering %j gives %s", (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected)
  })
})

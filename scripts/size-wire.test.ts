import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { servedBrotliBytes, wireBytes } from "./size-wire.ts"

const uiDir = mkdtempSync(join(tmpdir(), "size-wire-"))
mkdirSync(join(uiDir, "assets"))
writeFileSync(join(uiDir, "assets", "common-abc.js"), "x".repeat(5000))
writeFileSync(join(uiDir, "assets", "common-abc.js.br"), "y".repeat(120))
writeFileSync(join(uiDir, "assets", "tiny-abc.js"), "z".repeat(300))
afterAll(() => rmSync(uiDir, { recursive: true, force: true }))

describe("servedBrotliBytes", () => {
  it("is the brotli sibling's size when the build wrote one", () => {
    expect(servedBrotliBytes(uiDir, "/assets/common-abc.js", 5000)).toBe(120)
  })

  it("is the file's own size when there is no sibling, or the path leaves the build", () => {
    expect(servedBrotliBytes(uiDir, "/assets/tiny-abc.js", 300)).toBe(300)
    expect(servedBrotliBytes(uiDir, "/../outside.js", 42)).toBe(42)
  })
})

describe("wireBytes", () => {
  it("adds the encoded body and the headers; a size chromium could not tell (-1) counts 0", () => {
    expect(wireBytes({ responseBodySize: 72_700, responseHeadersSize: 412 })).toBe(73_112)
    expect(wireBytes({ responseBodySize: -1, responseHeadersSize: 300 })).toBe(300)
  })
})

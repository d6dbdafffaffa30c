import { describe, expect, it } from "vitest"
import { canReuseResult, requestKey } from "./request-reuse.ts"

describe("cache skip rule", () => {
  const key = requestKey({ b: "2", a: "1" })
  it("keys ignore order", () => expect(requestKey({ a: "1", b: "2" })).toBe(key))
  it.each([
    [{ lastRequest: key, hasResults: true, requestStatus: "none" }, false, true],
    [{ lastRequest: key, hasResults: true, requestStatus: "none" }, true, false],
    [{ lastRequest: key, hasResults: false, requestStatus: "none" }, false, false],
    [{ lastRequest: key, hasResults: true, requestStatus: "error" }, false, false],
    [{ lastRequest: "other", hasResults: true, requestStatus: "none" }, false, false],
  ] as const)("%j force=%s -> %s", (cache, force, reuse) =>
    expect(canReuseResult(cache, key, force)).toBe(reuse),
  )
})

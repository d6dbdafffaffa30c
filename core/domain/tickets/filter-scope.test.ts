import { describe, expect, it } from "vitest"
import { filterScope } from "./filter-scope.ts"

describe("filterScope", () => {
  const active = [{ agreementid: 3 }, { agreementid: 7 }]
  it.each([
    [[7], active, [7]],
    [[], active, [3, 7]],
    [[], null, []],
    [[9], null, [9]],
  ])("chosen %j of %j covers %j", (chosen, agreements, scope) =>
    expect(filterScope(chosen, agreements)).toEqual(scope),
  )
})

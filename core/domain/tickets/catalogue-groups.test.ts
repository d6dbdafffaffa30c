import { describe, expect, it } from "vitest"
import { TICKET_CATALOGUE_KINDS } from "./catalogue-fields.ts"
import { filledCatalogueGroups, hasCatalogueValue } from "./catalogue-groups.ts"

const empty = Object.fromEntries(
  Object.entries(TICKET_CATALOGUE_KINDS).map(([field, kind]) => [field, kind === "flag" ? false : null]),
) as Record<keyof typeof TICKET_CATALOGUE_KINDS, unknown>

describe("hasCatalogueValue", () => {
  it.each([
    [null, false],
    [undefined, false],
    ["", false],
    [false, false],
    [true, true],
    [0, true],
    ["PO-1", true],
  ])("%j -> %s", (value, expected) => {
    expect(hasCatalogueValue(value)).toBe(expected)
  })
})

describe("filledCatalogueGroups", () => {
  it.each([
    [{}, []],
    [{ taxcost: 0 }, ["Costs"]],
    [{ escalated: true, verifiedby: "Ann" }, ["Schedule", "Review"]],
  ])("%j -> %j", (values, titles) => {
    expect(filledCatalogueGroups({ ...empty, ...values }).map((g) => g.title)).toEqual(titles)
  })
})

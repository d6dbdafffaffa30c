import { describe, expect, it } from "vitest"
import { BILLING_DISPLAY_FLAGS, billingDisplayRows } from "./billing-display.ts"

describe("billingDisplayRows", () => {
  it.each([
    ["none carried", {}, []],
    [
      "in the declared order, shown or hidden",
      { showtax: false, showpricing: true },
      [
        { flag: "showpricing", label: "Pricing", value: "Shown" },
        { flag: "showtax", label: "Tax", value: "Hidden" },
      ],
    ],
  ])("%s", (_, flags, rows) => {
    expect(billingDisplayRows(flags)).toEqual(rows)
  })

  it("labels every flag", () => {
    const all = Object.fromEntries(BILLING_DISPLAY_FLAGS.map((flag) => [flag, true]))
    expect(billingDisplayRows(all).map((r) => r.label)).toHaveLength(BILLING_DISPLAY_FLAGS.length)
    expect(BILLING_DISPLAY_FLAGS.length).toBeGreaterThan(5)
  })
})

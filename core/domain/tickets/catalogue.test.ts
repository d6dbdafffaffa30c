import { describe, expect, it } from "vitest"
import { TICKET_CATALOGUE_FIELDS, ticketCatalogueFieldsOfKind, ticketTotalCost } from "./catalogue-fields.ts"
import { TICKET_CATALOGUE_GROUPS } from "./catalogue-groups.ts"
import { catalogueValueText, hoursText, moneyText } from "./catalogue-text.ts"

const iso = (value: string) => `date ${value}`

describe("the ticket catalogue", () => {
  it("groups every declared field exactly once, schedule, engineer, costs and billing first", () => {
    const grouped = TICKET_CATALOGUE_GROUPS.flatMap((g) => g.rows.map(([field]) => field))
    expect([...grouped].sort()).toEqual([...TICKET_CATALOGUE_FIELDS].sort())
    expect(TICKET_CATALOGUE_GROUPS.slice(0, 4).map((g) => g.title)).toEqual([
      "Schedule",
      "Engineer",
      "Costs",
      "Billing",
    ])
  })

  it("holds the five costs as money", () => {
    expect(ticketCatalogueFieldsOfKind("money")).toEqual([
      "laborcost",
      "partscost",
      "freightcost",
      "taxcost",
      "totalcost",
    ])
  })

  it.each([
    [{ laborcost: 120.5, partscost: 89.99, freightcost: 12, taxcost: 8.6 }, 231.09],
    [{ laborcost: 0.1, partscost: 0.2, freightcost: null, taxcost: null }, 0.3],
    [{ laborcost: null, partscost: null, freightcost: null, taxcost: null }, null],
  ])("totals %o as %s", (costs, total) => {
    expect(ticketTotalCost(costs)).toBe(total)
  })

  it.each([
    ["laborcost", 1234.5, "$1,234.50"],
    ["taxcost", 0, "$0.00"],
    ["totalcost", null, "N/A"],
    ["drivetime", 1, "1 hour"],
    ["hours", 2.25, "2.25 hours"],
    ["pagecountblack", 123456, "123,456"],
    ["escalated", true, "Yes"],
    ["onetrip", false, "No"],
    ["acknowledgeddateutc", "2026-01-02T03:04:05.000Z", "date 2026-01-02T03:04:05.000Z"],
    ["notes", "", "N/A"],
    ["office", "Detroit", "Detroit"],
    ["billingcontactphone", "+13135556232", "(313) 555-6232"],
    ["billingcontactphone", "ask reception", "ask reception"],
    ["laborcost", "12", "N/A"],
  ] as const)("shows %s = %o as %s", (field, value, text) => {
    expect(catalogueValueText(field, value, iso)).toBe(text)
  })

  it("formats money and hours on their own", () => {
    expect(moneyText(99.999)).toBe("$100.00")
    expect(hoursText(0.5)).toBe("0.5 hours")
  })
})

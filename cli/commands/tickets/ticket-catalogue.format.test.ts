import { describe, expect, it } from "vitest"
import { TICKET_CATALOGUE_KINDS } from "../../../core/domain/tickets/catalogue-fields.ts"
import { TICKET_CATALOGUE_GROUPS } from "../../../core/domain/tickets/catalogue-groups.ts"
import type { TicketCatalogue } from "../../../core/schema/ticket-catalogue.ts"
import { catalogueLines, ticketCatalogueGroups } from "./ticket-catalogue.format.ts"

const empty = Object.fromEntries(
  Object.entries(TICKET_CATALOGUE_KINDS).map(([field, kind]) => [field, kind === "flag" ? false : null]),
) as TicketCatalogue

const groups = (values: Partial<TicketCatalogue>) =>
  ticketCatalogueGroups({ ...empty, ...values }, "America/Detroit")

describe("ticketCatalogueGroups", () => {
  it("keeps the groups that hold a value, every field of them with the detail's label and N/A", () => {
    const result = groups({ laborcost: 250, totalcost: 250, purchaseorder: "PO-77" })
    expect(result.map((g) => g.title)).toEqual(["Costs", "Billing"])
    expect(result[0]!.fields.map((f) => [f.field, f.label, f.value, f.text])).toEqual([
      ["laborcost", "Labor", 250, "$250.00"],
      ["partscost", "Parts", null, "N/A"],
      ["freightcost", "Freight", null, "N/A"],
      ["taxcost", "Tax", null, "N/A"],
      ["totalcost", "Total", 250, "$250.00"],
    ])
    expect(result[1]!.fields[0]).toEqual({
      field: "purchaseorder",
      label: "Purchase order",
      value: "PO-77",
      text: "PO-77",
    })
  })

  it("takes every group and label from the shared declaration, in its order", () => {
    const full = Object.fromEntries(
      Object.keys(empty).map((field) => [field, true]),
    ) as unknown as TicketCatalogue
    const result = ticketCatalogueGroups(full, "UTC")
    expect(result.map((g) => [g.title, g.fields.map((f) => [f.field, f.label])])).toEqual(
      TICKET_CATALOGUE_GROUPS.map((g) => [g.title, g.rows]),
    )
  })

  it("words flags, hours, counts and dates as the detail does, dates in the given zone", () => {
    const [schedule, service] = groups({
      acknowledgeddateutc: "2026-11-02T15:05:00Z",
      responsetime: 1,
      escalated: true,
      pagecountblack: 123456,
    })
    const text = (fields: typeof schedule, label: string) =>
      fields!.fields.find((f) => f.label === label)?.text
    expect(text(schedule, "Acknowledged")).toBe("Nov 2, 2026 10:05 AM EST")
    expect(text(schedule, "Response time")).toBe("1 hour")
    expect(text(schedule, "Escalated")).toBe("Yes")
    expect(text(schedule, "Repeat call")).toBe("No")
    expect(text(service, "Page count, black")).toBe("123,456")
  })

  it("is empty for a ticket without catalogue values", () => {
    expect(groups({})).toEqual([])
  })
})

describe("catalogueLines", () => {
  it("prints each group as its title and aligned label/value lines, a blank line between groups", () => {
    expect(catalogueLines(groups({ drivetime: 0.75, notes: "Badge required" }))).toEqual([
      "Engineer",
      "  Office         N/A",
      "  Drive time     0.75 hours",
      "  Hours on site  N/A",
      "  Free labor     No",
      "",
      "Service details",
      "  Ticket type                          N/A",
      "  Updates emailed to the contact       No",
      "  Updates emailed to the account team  No",
      "  Monitoring device                    N/A",
      "  Monitoring alert                     N/A",
      "  Page count, black                    N/A",
      "  Page count, color                    N/A",
      "  Notes                                Badge required",
    ])
  })
})

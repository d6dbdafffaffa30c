import { describe, expect, it } from "vitest"
import type { TicketDetail } from "../../../core/schema/ticket.ts"
import { ticketCatalogueGroups } from "./ticket-catalogue.format.ts"
import { renderTicketDetail, type TicketsShowResult } from "./ticket-detail.format.ts"

const ticket = (fields: Partial<TicketDetail>) =>
  ({
    ticketid: 500400,
    ticketstatus: "O",
    severitylevel: null,
    createddateutc: "2026-11-01T11:49:00Z",
    completeddateutc: null,
    ...fields,
  }) as unknown as TicketsShowResult["ticket"]

const agreementLine = (fields: Partial<TicketDetail>) =>
  renderTicketDetail({ ticket: ticket(fields), catalogue: [], activities: [], files: [], filesError: null })
    .split("\n")
    .find((line) => line.startsWith("Agreement "))

describe("renderTicketDetail", () => {
  it("names the agreement with its number", () => {
    expect(agreementLine({ agreementid: 3, agreementname: "Full Maintenance 2026" })).toMatch(
      /^Agreement\s+Full Maintenance 2026 \(#3\)$/,
    )
  })

  it("shows the placeholders of spec section 2 when the name or the agreement is missing", () => {
    expect(agreementLine({ agreementid: 3, agreementname: null })).toMatch(/\sNo Agreement Name \(#3\)$/)
    expect(agreementLine({ agreementid: null, agreementname: null })).toMatch(/\sNo Agreement$/)
  })

  it("prints the catalogue's groups between the ticket's fields and its activity", () => {
    const catalogue = ticketCatalogueGroups(
      { ...ticket({}), purchaseorder: "PO-5521", escalated: false } as TicketsShowResult["ticket"],
      "UTC",
    )
    const lines = renderTicketDetail({
      ticket: ticket({}),
      catalogue,
      activities: [],
      files: [],
      filesError: null,
    }).split("\n")
    const billing = lines.indexOf("Billing")
    expect(billing).toBeGreaterThan(lines.findIndex((line) => line.startsWith("Latest Activity")))
    expect(billing).toBeLessThan(lines.indexOf("Activity (0)"))
    expect(lines[billing + 1]).toMatch(/^ {2}Purchase order\s+PO-5521$/)
    expect(lines).not.toContain("Costs")
  })
})

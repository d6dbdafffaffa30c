import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { TICKET_CATALOGUE_KINDS } from "../../../core/domain/tickets/catalogue-fields.ts"
import type { TicketCatalogue as Catalogue } from "../../../core/schema/ticket-catalogue.ts"
import { TicketCatalogue } from "./ticket-catalogue.tsx"

const empty = Object.fromEntries(
  Object.entries(TICKET_CATALOGUE_KINDS).map(([field, kind]) => [field, kind === "flag" ? false : null]),
) as Catalogue

const render = (ticket: Catalogue) => renderToStaticMarkup(<TicketCatalogue ticket={ticket} />)

describe("TicketCatalogue", () => {
  it("shows the groups that hold values, money worded, and leaves out the empty ones", () => {
    const html = render({ ...empty, laborcost: 1234.5, totalcost: 1234.5, purchaseorder: "PO-77" })
    expect(html).toContain('<h2 id="ticket-catalogue-costs">Costs</h2>')
    expect(html).toContain("<dt>Labor</dt><dd>$1,234.50</dd>")
    expect(html).toContain("<dt>Parts</dt><dd>N/A</dd>")
    expect(html).toContain("<dt>Purchase order</dt><dd>PO-77</dd>")
    expect(html).not.toContain(">Schedule</h2>")
    expect(html).not.toContain(">Review</h2>")
  })

  it("words flags as Yes/No and hours with their unit", () => {
    const html = render({ ...empty, escalated: true, responsetime: 2.5 })
    expect(html).toContain("<dt>Escalated</dt><dd>Yes</dd>")
    expect(html).toContain("<dt>Repeat call</dt><dd>No</dd>")
    expect(html).toContain("<dt>Response time</dt><dd>2.5 hours</dd>")
  })

  it("shows nothing for a ticket without catalogue values", () => {
    expect(render(empty)).not.toContain("<h2")
  })
})

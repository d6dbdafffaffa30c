/**
 * The ticket's wider catalogue (spec section 3: acknowledgement, billing address and contact,
 * closed, contract, costs, drive time, email flags, engineer's office, escalated, free labor, hours,
 * monitoring-device fields, notes, one-trip, page counts, purchase order, repeat call, response
 * time, start date, ticket type, review and verification), declared once, in answer order, with
 * the kind of value each holds: the contract's `TicketCatalogue` Schema, the server's select list,
 * the detail's groups, the spreadsheet's columns and `portal tickets show` derive from it.
 */
export const TICKET_CATALOGUE_KINDS = {
  acknowledgeddateutc: "stamp",
  startdateutc: "stamp",
  closeddateutc: "stamp",
  responsetime: "hours",
  escalated: "flag",
  repeatcall: "flag",
  onetrip: "flag",
  office: "text",
  drivetime: "hours",
  hours: "hours",
  freelabor: "flag",
  laborcost: "money",
  partscost: "money",
  freightcost: "money",
  taxcost: "money",
  totalcost: "money",
  purchaseorder: "text",
  contractnumber: "text",
  billingcontactname: "text",
  billingcontactphone: "text",
  billingcontactemail: "text",
  billingaddress: "text",
  tickettype: "text",
  emailcontact: "flag",
  emailaccountteam: "flag",
  monitoringdevice: "text",
  monitoringalert: "text",
  pagecountblack: "count",
  pagecountcolor: "count",
  notes: "text",
  reviewedby: "text",
  revieweddateutc: "stamp",
  verifiedby: "text",
  verifieddateutc: "stamp",
} as const satisfies Record<string, TicketCatalogueKind>

/**
 * What a field holds; every kind may be missing (null) but flags. A stamp is an ISO date-time,
 * money an amount in US dollars, hours a decimal number of hours, a count a whole number.
 */
export type TicketCatalogueKind = "text" | "stamp" | "flag" | "money" | "hours" | "count"

export type TicketCatalogueField = keyof typeof TICKET_CATALOGUE_KINDS

/** The fields that hold values of kind `K`. */
export type TicketCatalogueFieldOfKind<K extends TicketCatalogueKind> = {
  [F in TicketCatalogueField]: (typeof TICKET_CATALOGUE_KINDS)[F] extends K ? F : never
}[TicketCatalogueField]

export const TICKET_CATALOGUE_FIELDS = Object.keys(
  TICKET_CATALOGUE_KINDS,
) as ReadonlyArray<TicketCatalogueField>

/** The fields of one kind, in answer order. */
export const ticketCatalogueFieldsOfKind = <K extends TicketCatalogueKind>(
  kind: K,
): ReadonlyArray<TicketCatalogueFieldOfKind<K>> =>
  TICKET_CATALOGUE_FIELDS.filter(
    (field): field is TicketCatalogueFieldOfKind<K> => TICKET_CATALOGUE_KINDS[field] === kind,
  )

/** The cost parts whose sum is the total (the seed keeps `totalcost` to it). */
export const TICKET_COST_PARTS = ["laborcost", "partscost", "freightcost", "taxcost"] as const

/** The total of the cost parts in cents-exact dollars; null when no part is known. */
export const ticketTotalCost = (
  costs: Readonly<Record<(typeof TICKET_COST_PARTS)[number], number | null>>,
): number | null => {
  const known = TICKET_COST_PARTS.map((part) => costs[part]).filter((v): v is number => v !== null)
  return known.length === 0 ? null : Math.round(known.reduce((sum, v) => sum + v * 100, 0)) / 100
}

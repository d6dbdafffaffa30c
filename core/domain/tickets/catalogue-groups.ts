import type { TicketCatalogueField } from "./catalogue-fields.ts"

/** One labelled field of a catalogue group. */
export type CatalogueRow = readonly [field: TicketCatalogueField, label: string]

/** A titled group of catalogue fields, as the ticket detail, the CLI and the spreadsheet show them. */
export interface CatalogueGroup {
  readonly title: string
  readonly rows: ReadonlyArray<CatalogueRow>
}

/**
 * The catalogue in readable groups (schedule, engineer, costs, billing, then the service details
 * and the review); every declared field appears exactly once (catalogue-groups.test.ts).
 */
export const TICKET_CATALOGUE_GROUPS: ReadonlyArray<CatalogueGroup> = [
  {
    title: "Schedule",
    rows: [
      ["acknowledgeddateutc", "Acknowledged"],
      ["startdateutc", "Work started"],
      ["closeddateutc", "Closed"],
      ["responsetime", "Response time"],
      ["escalated", "Escalated"],
      ["repeatcall", "Repeat call"],
      ["onetrip", "Fixed in one trip"],
    ],
  },
  {
    title: "Engineer",
    rows: [
      ["office", "Office"],
      ["drivetime", "Drive time"],
      ["hours", "Hours on site"],
      ["freelabor", "Free labor"],
    ],
  },
  {
    title: "Costs",
    rows: [
      ["laborcost", "Labor"],
      ["partscost", "Parts"],
      ["freightcost", "Freight"],
      ["taxcost", "Tax"],
      ["totalcost", "Total"],
    ],
  },
  {
    title: "Billing",
    rows: [
      ["purchaseorder", "Purchase order"],
      ["contractnumber", "Contract"],
      ["billingcontactname", "Billing contact"],
      ["billingcontactphone", "Billing phone"],
      ["billingcontactemail", "Billing email"],
      ["billingaddress", "Billing address"],
    ],
  },
  {
    title: "Service details",
    rows: [
      ["tickettype", "Ticket type"],
      ["emailcontact", "Updates emailed to the contact"],
      ["emailaccountteam", "Updates emailed to the account team"],
      ["monitoringdevice", "Monitoring device"],
      ["monitoringalert", "Monitoring alert"],
      ["pagecountblack", "Page count, black"],
      ["pagecountcolor", "Page count, color"],
      ["notes", "Notes"],
    ],
  },
  {
    title: "Review",
    rows: [
      ["reviewedby", "Reviewed by"],
      ["revieweddateutc", "Reviewed"],
      ["verifiedby", "Verified by"],
      ["verifieddateutc", "Verified"],
    ],
  },
]

/** Whether a catalogue value says something: not missing, not empty, not a flag left off. */
export const hasCatalogueValue = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== "" && value !== false

/** The groups that hold at least one value; a group of nothing but gaps is left out. */
export const filledCatalogueGroups = (
  catalogue: Readonly<Record<TicketCatalogueField, unknown>>,
): ReadonlyArray<CatalogueGroup> =>
  TICKET_CATALOGUE_GROUPS.filter((group) => group.rows.some(([field]) => hasCatalogueValue(catalogue[field])))

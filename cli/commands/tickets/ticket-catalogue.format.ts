import type { TicketCatalogueField } from "../../../core/domain/tickets/catalogue-fields.ts"
import { filledCatalogueGroups } from "../../../core/domain/tickets/catalogue-groups.ts"
import { catalogueValueText } from "../../../core/domain/tickets/catalogue-text.ts"
import type { TicketCatalogue } from "../../../core/schema/ticket-catalogue.ts"
import { dateTimeText, localTimeZone } from "./ticket.format.ts"

/** One catalogue field as `tickets show --json` gives it: the detail's label, the value and its text. */
export interface CatalogueFieldResult {
  readonly field: TicketCatalogueField
  readonly label: string
  readonly value: TicketCatalogue[TicketCatalogueField]
  readonly text: string
}

/** One group of the catalogue, titled as on the ticket detail. */
export interface CatalogueGroupResult {
  readonly title: string
  readonly fields: ReadonlyArray<CatalogueFieldResult>
}

/**
 * The ticket's catalogue as the detail screen shows it (ui/features/tickets/ticket-catalogue.tsx):
 * the groups that hold a value, every field of such a group with its label, worded by
 * catalogue-text.ts (N/A when missing), dates in the terminal's zone.
 */
export const ticketCatalogueGroups = (
  ticket: TicketCatalogue,
  zone = localTimeZone(),
): ReadonlyArray<CatalogueGroupResult> =>
  filledCatalogueGroups(ticket).map((group) => ({
    title: group.title,
    fields: group.rows.map(([field, label]) => ({
      field,
      label,
      value: ticket[field],
      text: catalogueValueText(field, ticket[field], (iso) => dateTimeText(iso, zone)),
    })),
  }))

/** Each group as a titled block of aligned 'label  text' lines, blocks separated by a blank line. */
export const catalogueLines = (groups: ReadonlyArray<CatalogueGroupResult>): ReadonlyArray<string> =>
  groups.flatMap((group, index) => {
    const width = Math.max(...group.fields.map((f) => f.label.length))
    return [
      ...(index === 0 ? [] : [""]),
      group.title,
      ...group.fields.map((f) => `  ${f.label.padEnd(width)}  ${f.text}`),
    ]
  })

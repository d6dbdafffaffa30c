import { catalogueValueText } from "../../../core/domain/tickets/catalogue-text.ts"
import { filledCatalogueGroups } from "../../../core/domain/tickets/catalogue-groups.ts"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import type { TicketCatalogue as Catalogue } from "../../../core/schema/ticket-catalogue.ts"
import { BreakText } from "../../components/break-text.tsx"
import { viewerDateTime } from "../../lib/viewer-dates.ts"
import "../../styles/tickets.css"

const slug = (title: string) => `ticket-catalogue-${title.toLowerCase().replace(/\W+/g, "-")}`
const dateText = (iso: string) => viewerDateTime(iso, PLACEHOLDERS.na)

/**
 * The ticket's wider catalogue (core/domain/tickets/catalogue-groups.ts): one definition list per
 * group that holds a value, values worded by catalogue-text.ts and dates in the viewer's zone.
 */
export function TicketCatalogue({ ticket }: { readonly ticket: Catalogue }) {
  return (
    <div className="ticket-fields ticket-catalogue">
      {filledCatalogueGroups(ticket).map((group) => (
        <section key={group.title} className="field-group" aria-labelledby={slug(group.title)}>
          <h2 id={slug(group.title)}>{group.title}</h2>
          <dl className="field-list">
            {group.rows.map(([field, label]) => (
              <div key={field} className="field-row">
                <dt>{label}</dt>
                <dd>
                  <BreakText text={catalogueValueText(field, ticket[field], dateText)} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

import { locationAddressLines } from "../../../core/domain/tickets/location.ts"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import type { TicketDetail } from "../../../core/schema/ticket.ts"
import { MapPreview } from "../../components/map-preview.tsx"
import { fieldText } from "./ticket-format.ts"

/** The ticket's location: name, trimmed address lines and an offline map preview. */
export function TicketLocation({ ticket }: { readonly ticket: TicketDetail }) {
  return (
    <section className="ticket-location" aria-labelledby="ticket-location-title">
      <h2 id="ticket-location-title">Location</h2>
      <p className="location-name">
        {fieldText(ticket as unknown as Record<string, unknown>, "locationname")}
      </p>
      <MapPreview lines={locationAddressLines(ticket)} placeholder={PLACEHOLDERS.notAvailable} />
    </section>
  )
}

import { TICKET_CATALOGUE_FIELDS } from "../../core/domain/tickets/catalogue-fields.ts"
import { ticketRow } from "../tickets/ticket-rows.ts"

const FIELDS = [...Object.keys(ticketRow), ...TICKET_CATALOGUE_FIELDS, "agreementname"]

/** A ticket row as an export's JSON batch carries it, every field filled (dates as ISO text). */
export const syntheticExportRow = (id: number): Record<string, unknown> =>
  Object.fromEntries(
    FIELDS.map((field) => {
      if (field === "ticketid") return [field, id]
      if (field === "ticketstatus") return [field, "O"]
      if (field === "severitylevel") return [field, 2]
      if (/date|utc|time/i.test(field)) return [field, "2026-06-01T10:00:00.000Z"]
      return [field, `A value of ${field} long enough to weigh like a real one`]
    }),
  )

/** Batches of ids 1..`rows` (in order) and their rows as JSON text, as the export sends a worker. */
export const syntheticBatches = function* (rows: number, batch = 500) {
  for (let first = 1; first <= rows; first += batch) {
    const ids = Array.from({ length: Math.min(batch, rows - first + 1) }, (_, i) => first + i)
    yield { ids, json: JSON.stringify(ids.map(syntheticExportRow)) }
  }
}

import type { SeverityLevel, TicketStatusCode } from "../../core/schema/ticket.ts"
import { computed } from "../db/rows.ts"

/**
 * A row of the raised tickets' GROUPING SETS read from tickets (service-counts.ts): `g` holds the
 * GROUPING bits, and the columns a set leaves out are null. Counts are cast to int, which both
 * drivers give as numbers.
 */
export const raisedRow = {
  g: computed<number>(),
  severitylevel: computed<SeverityLevel | null>(),
  ticketstatus: computed<TicketStatusCode | null>(),
  bucket: computed<string | null>(),
  locationid: computed<number | null>(),
  model: computed<string | null>(),
  n: computed<number>(),
}

/**
 * A row of the weekly aggregates' union (service-counts.ts): `k` names the breakdown (g severity
 * and status, w week raised, l location, m model, c week completed) and `key` its value as text;
 * hours (float8) only for completed weeks.
 */
export const rollupRow = {
  k: computed<"g" | "w" | "l" | "m" | "c">(),
  severitylevel: computed<SeverityLevel | null>(),
  ticketstatus: computed<TicketStatusCode | null>(),
  key: computed<string | null>(),
  n: computed<number>(),
  hours: computed<number | null>(),
}

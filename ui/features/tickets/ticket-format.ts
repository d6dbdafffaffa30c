import { ticketFieldPlaceholder, ticketFieldText } from "../../../core/domain/tickets/placeholders.ts"
import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import type { ChipTone } from "../../components/status-chip.tsx"
import { viewerDateTime } from "../../lib/viewer-dates.ts"

/** A ticket date field as 'lll z' in the browser's zone, or the field's placeholder. */
export const ticketDate = (ticket: Readonly<Record<string, unknown>>, field: string): string => {
  const value = ticket[field]
  return viewerDateTime(typeof value === "string" ? value : null, ticketFieldPlaceholder(field))
}

/** A timestamp (activity, file) as 'lll z' in the browser's zone, or the given placeholder. */
export const dateTimeText = (iso: string | null | undefined, placeholder: string): string =>
  viewerDateTime(iso, placeholder)

const TONES: Readonly<Record<string, ChipTone>> = { O: "open", P: "pending", C: "closed", N: "canceled" }

export const statusChip = (code: string | null | undefined) => ({
  label: ticketStatusLabel(code),
  tone: (code ? TONES[code] : undefined) ?? ("unknown" as const),
})

export const severityText = (level: number | null | undefined): string => severityLabel(level)

export { ticketFieldText as fieldText }

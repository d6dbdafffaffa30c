export type ChipTone = "open" | "closed" | "pending" | "canceled" | "active" | "inactive" | "unknown"

/** A short status label with a tone; the text carries the meaning, the colour only repeats it. */
export function StatusChip({ label, tone }: { readonly label: string; readonly tone: ChipTone }) {
  return (
    <span className="status-chip" data-tone={tone}>
      {label}
    </span>
  )
}

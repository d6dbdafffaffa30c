import type { ReactNode } from "react"
import { formatCount } from "../../../core/domain/counts.ts"

/** A summary figure: its name, the value, a line of context and optionally a link to the list. */
export function Tile({
  label,
  value,
  note,
  link,
}: {
  readonly label: string
  readonly value: string
  readonly note?: string
  readonly link?: ReactNode
}) {
  return (
    <div className="insight-tile insight-panel">
      <dt>{label}</dt>
      <dd className="insight-tile-value">{value}</dd>
      {note !== undefined ? <dd className="insight-tile-note">{note}</dd> : null}
      {link !== undefined ? <dd className="insight-tile-link">{link}</dd> : null}
    </div>
  )
}

export function Tiles({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <dl className="insight-tiles" aria-label={label}>
      {children}
    </dl>
  )
}

export const count = formatCount

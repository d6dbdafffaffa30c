import type { ReactNode } from "react"

/** One fact of the profile as a term and its value. */
export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="profile-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A labelled control with the message the machine produced for it (always present: no layout jump). */
export function EditField({
  id,
  label,
  error,
  children,
}: {
  readonly id: string
  readonly label: string
  readonly error: string | undefined
  readonly children: ReactNode
}) {
  return (
    <div className="field" data-invalid={error !== undefined || undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    </div>
  )
}

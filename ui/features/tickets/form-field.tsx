import type { ReactNode } from "react"

export interface FormFieldProps {
  readonly id: string
  readonly label: string
  readonly required?: boolean
  readonly error: string | undefined
  readonly hint?: string
  /** The control; it must carry `id`, and `aria-describedby={describedBy(id, error, hint)}`. */
  readonly children: ReactNode
}

/** The ids a control is described by: its hint and its error message. */
export const describedBy = (id: string, error: string | undefined, hint?: string): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined

/** Label, control, hint and the validation message the machine produced for the field. */
export function FormField({ id, label, required = false, error, hint, children }: FormFieldProps) {
  return (
    <div className="field" data-invalid={error !== undefined || undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {/* Always present, so a message appearing or going on blur never moves the button being clicked. */}
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    </div>
  )
}

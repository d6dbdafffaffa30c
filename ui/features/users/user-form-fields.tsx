import { useEffect, useId, useRef } from "react"
import type { Choice } from "../../../core/domain/users/users-page-rules.ts"
import { USER_FORM_RULES, type UserFormField } from "../../../core/machines/user-editor/user-form.ts"

/** One text field of the user form; its label, required mark and limit come from the contract. */
export function TextField(props: {
  readonly field: UserFormField
  readonly value: string
  readonly error: string | undefined
  /** The server refused the save naming this field: it takes the focus. */
  readonly refused: boolean
  readonly type?: string
  readonly onChange: (field: UserFormField, value: string) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (props.refused) input.current?.focus()
  }, [props.refused])
  const rules = USER_FORM_RULES[props.field]
  return (
    <div className="field">
      <label htmlFor={id}>
        {rules.label}
        {rules.required ? " *" : ""}
      </label>
      <input
        ref={input}
        id={id}
        type={props.type ?? "text"}
        value={props.value}
        maxLength={rules.maxLength}
        aria-invalid={props.error !== undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(props.field, e.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled choice of a company or a role. */
export function Select(props: {
  readonly label: string
  readonly value: number
  readonly choices: ReadonlyArray<Choice>
  readonly onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
        {props.choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}

import { useEffect, useId, useRef } from "react"
import type { Choice } from "../../../core/domain/users/users-page-rules.ts"
import type { PhoneInputEvent, PhoneInputState } from "../../../core/domain/validation/phone-input.ts"
import { USER_FORM_RULES, type UserFormField } from "../../../core/machines/user-editor/user-form.ts"
import { PhoneInput } from "../../components/phone-input.tsx"

/** One text field of the user form; its label, required mark and limit come from the contract. */
export function TextField(props: {
  readonly field: UserFormField
  readonly value: string
  readonly error: string | undefined
  /** The server refused the save naming this field: it takes the focus. */
  readonly refused: boolean
  readonly type?: string
  readonly onChange: (field: UserFormField, value: string) => void
  /** Leaving the field checks it (spec section 5: on blur, not while typing). */
  readonly onBlur: (field: UserFormField) => void
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
        onBlur={() => props.onBlur(props.field)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/** The phone field: the profile's phone input (country list, national format), checked when left. */
export function PhoneField(props: {
  readonly state: PhoneInputState
  readonly error: string | undefined
  readonly refused: boolean
  readonly disabled: boolean
  readonly onEvent: (event: PhoneInputEvent) => void
}) {
  const id = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (props.refused) wrapper.current?.querySelector<HTMLInputElement>("input[type=tel]")?.focus()
  }, [props.refused])
  return (
    <div className="field" ref={wrapper}>
      <label htmlFor={id}>{USER_FORM_RULES.phonenumber.label}</label>
      <PhoneInput
        id={id}
        state={props.state}
        onEvent={props.onEvent}
        disabled={props.disabled}
        describedBy={props.error ? `${id}-error` : undefined}
        invalid={props.error !== undefined}
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

import { useState } from "react"
import { PASSWORD_MAX_LENGTH } from "../../core/domain/validation/password.ts"

interface PasswordInputProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly autoComplete: string
  readonly disabled?: boolean
  readonly invalid?: boolean
  readonly describedBy?: string
  /** Controlled value and change handler (new-password forms read the strength as it is typed). */
  readonly value?: string
  readonly onChange?: (value: string) => void
}

/** A labelled password field with a show/hide toggle (the toggle only changes what is displayed). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="password-wrap">
        <input
          id={props.id}
          name={props.name}
          type={visible ? "text" : "password"}
          autoComplete={props.autoComplete}
          required
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={props.disabled}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          {...(props.onChange
            ? { value: props.value ?? "", onChange: (e) => props.onChange?.(e.currentTarget.value) }
            : {})}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Hide" : "Show"}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  )
}

import { type FormEvent, useId, useState } from "react"
import {
  canSubmitPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  passwordConfirmationMessage,
  passwordStrength,
  passwordStrengthMessage,
} from "../../core/domain/validation/password.ts"
import { PasswordInput } from "./password-input.tsx"
import "../styles/auth.css"

export interface NewPasswordFormProps {
  readonly submitLabel: string
  readonly busy: boolean
  /** Already-worded failure of the last save; the form stays. */
  readonly error: string | null
  /** Asks for the current password first (a signed-in change; issue 22); it comes second to onSubmit. */
  readonly withCurrent?: boolean
  /** The field the last failure named (`currentPassword`, `password`), marked invalid. */
  readonly invalidField?: string | null
  readonly onSubmit: (password: string, currentPassword: string) => void
}

/**
 * New password and confirmation (spec section 5): the strength bar and its message, the mismatch
 * message, and a submit disabled while either is empty, they differ, the password is weak or a save
 * runs. Every rule comes from core/domain/validation/password.ts, the one the server checks too.
 */
export function NewPasswordForm(props: NewPasswordFormProps) {
  const { submitLabel, busy, error, withCurrent = false, invalidField = null, onSubmit } = props
  const id = useId()
  const [current, setCurrent] = useState("")
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const strength = passwordStrength(password)
  const strengthText = passwordStrengthMessage(password)
  const mismatch = passwordConfirmationMessage(password, confirmation)
  const canSubmit = canSubmitPassword(password, confirmation, busy) && (!withCurrent || current.length > 0)
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (canSubmit) onSubmit(password, current)
  }
  return (
    <form className="login-form" onSubmit={handleSubmit} aria-busy={busy}>
      {withCurrent ? (
        <PasswordInput
          id={`${id}-current`}
          name="current-password"
          label="Current password"
          autoComplete="current-password"
          disabled={busy}
          invalid={invalidField === "currentPassword"}
          describedBy={`${id}-error`}
          value={current}
          onChange={setCurrent}
        />
      ) : null}
      <p id={`${id}-rules`} className="password-rules">
        At least {PASSWORD_MIN_LENGTH} characters, with a digit, an uppercase letter and a symbol (
        <code>{PASSWORD_SYMBOLS}</code>).
      </p>
      <PasswordInput
        id={`${id}-password`}
        name="new-password"
        label="New password"
        autoComplete="new-password"
        disabled={busy}
        invalid={invalidField === "password"}
        describedBy={`${id}-rules ${id}-strength ${id}-error`}
        value={password}
        onChange={setPassword}
      />
      <div className="strength" data-strength={strength} aria-hidden="true">
        <span />
      </div>
      <p id={`${id}-strength`} className={`strength-text strength-${strength}`} aria-live="polite">
        {strengthText ?? ""}
      </p>
      <PasswordInput
        id={`${id}-confirm`}
        name="confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        disabled={busy}
        invalid={mismatch !== undefined}
        describedBy={`${id}-mismatch`}
        value={confirmation}
        onChange={setConfirmation}
      />
      <p id={`${id}-mismatch`} className="field-error" aria-live="polite">
        {mismatch ?? ""}
      </p>
      <div id={`${id}-error`} role="alert" className="alert-error">
        {error !== null ? <p style={{ margin: 0 }}>{error}</p> : null}
      </div>
      <button type="submit" className="button button-primary" disabled={!canSubmit}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  )
}

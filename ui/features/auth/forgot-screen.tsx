import { useSelector } from "@xstate/react"
import type { FormEvent } from "react"
import { Link } from "wouter"
import { tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { LOGIN_PATH } from "../../../core/domain/routes.ts"
import { EMAIL_MAX_LENGTH } from "../../../core/domain/validation/email-address.ts"
import { reasonText } from "../../lib/failure-messages.ts"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { AuthCard } from "./auth-card.tsx"

const modes = {
  password: {
    title: "Forgot your password?",
    intro: "Enter your username. We will email a link to set a new password to the address on file.",
    label: "Username",
    type: "text",
    autoComplete: "username",
    submit: "Send reset link",
  },
  username: {
    title: "Forgot your username?",
    intro: "Enter the email address of your account. We will email your username to it.",
    label: "Email",
    type: "email",
    autoComplete: "email",
    submit: "Send my username",
  },
} as const

/** /auth/forgot-password and /auth/forgot-username: one field, the same answer whether or not an account matches. */
function ForgotScreen({ config, mode }: ScreenProps & { readonly mode: keyof typeof modes }) {
  const recovery = usePortalMachine("accountRecovery")
  const sending = useSelector(recovery, (s) => s.matches("sending"))
  const { sent, error } = useSelector(recovery, (s) => s.context)
  const text = modes[mode]
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get("value") ?? "").trim()
    if (value === "") return
    recovery.send({
      type: "recovery.submit",
      request:
        mode === "password" ? { kind: "password", username: value } : { kind: "username", email: value },
    })
  }
  return (
    <AuthCard config={config} title={text.title}>
      <p>{text.intro}</p>
      <form className="login-form" onSubmit={handleSubmit} aria-busy={sending}>
        <div className="field">
          <label htmlFor="forgot-value">{text.label}</label>
          <input
            id="forgot-value"
            name="value"
            type={text.type}
            autoComplete={text.autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={EMAIL_MAX_LENGTH}
            disabled={sending}
          />
        </div>
        <div role="alert" className="alert-error">
          {error !== null ? <p style={{ margin: 0 }}>{reasonText(error)}</p> : null}
        </div>
        <p role="status" className="alert-success">
          {sent ?? ""}
        </p>
        <button type="submit" className="button button-primary" disabled={sending}>
          {text.submit}
        </button>
      </form>
      <p className="login-links">
        <Link href={LOGIN_PATH}>{tokenScreenTexts.backToLogin}</Link>
      </p>
    </AuthCard>
  )
}

export const ForgotPasswordScreen = (props: ScreenProps) => <ForgotScreen {...props} mode="password" />
export const ForgotUsernameScreen = (props: ScreenProps) => <ForgotScreen {...props} mode="username" />

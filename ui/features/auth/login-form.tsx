import type { FormEvent } from "react"
import { PasswordInput } from "../../components/password-input.tsx"

export interface LoginFormProps {
  readonly busy: boolean
  /** Already-worded message for the error region; null when there is nothing to show. */
  readonly error: string | null
  /** Second line, e.g. "2 attempts remaining"; null when none. */
  readonly detail: string | null
  readonly onSubmit: (credentials: { username: string; password: string }) => void
}

/** Presentational sign-in form: it reads the fields on submit and reports them; no rules here. */
export function LoginForm({ busy, error, detail, onSubmit }: LoginFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onSubmit({ username: String(data.get("username") ?? ""), password: String(data.get("password") ?? "") })
  }
  const hasError = error !== null
  return (
    <form className="login-form" onSubmit={handleSubmit} aria-busy={busy} noValidate={false}>
      <div className="field">
        <label htmlFor="login-username">Username</label>
        <input
          id="login-username"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={busy}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? "login-error" : undefined}
        />
      </div>
      <PasswordInput
        id="login-password"
        name="password"
        label="Password"
        autoComplete="current-password"
        disabled={busy}
        invalid={hasError}
        describedBy={hasError ? "login-error" : undefined}
      />
      <div id="login-error" role="alert" className="alert-error">
        {hasError ? (
          <>
            <p style={{ margin: 0 }}>{error}</p>
            {detail !== null ? <p style={{ margin: 0 }}>{detail}</p> : null}
          </>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        Sign in
      </button>
      <p role="status" className="visually-hidden">
        {busy ? "Signing in…" : ""}
      </p>
    </form>
  )
}

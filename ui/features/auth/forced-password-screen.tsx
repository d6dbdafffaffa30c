import { useSelector } from "@xstate/react"
import { tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { failureField, passwordChangeFailureText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { NewPasswordForm } from "../../components/new-password-form.tsx"
import "../../styles/auth.css"

/**
 * Shown on every signed-in route while the password has expired (the server refuses everything
 * else meanwhile). Saving sends `auth.updatePassword` with the current password: a token for the own
 * account, then the reset. When that token cannot be generated, the spec's token failure screen
 * ('Something went wrong', 'Back to Log In': signing out).
 */
export default function ForcedPasswordScreen({ onLogout }: { readonly onLogout: () => void }) {
  const { auth } = usePortal()
  const busy = useSelector(
    auth,
    (s) => s.matches({ success: "requestingToken" }) || s.matches({ success: "updatingPassword" }),
  )
  const failure = useSelector(auth, (s) => s.context.passwordError)
  const tokenFailed = useSelector(auth, (s) => s.matches({ success: "tokenFailed" }))
  if (tokenFailed)
    return (
      <main id="main" className="login-screen">
        <div className="login-card">
          <h1>{tokenScreenTexts.failureTitle}</h1>
          <div className="token-message">
            <p>{tokenScreenTexts.failureBody}</p>
            <button type="button" className="button button-primary" onClick={onLogout}>
              {tokenScreenTexts.backToLogin}
            </button>
          </div>
        </div>
      </main>
    )
  return (
    <main id="main" className="login-screen">
      <div className="login-card">
        <h1>{tokenScreenTexts.forcedTitle}</h1>
        <p>{tokenScreenTexts.forcedBody}</p>
        <NewPasswordForm
          submitLabel="Update password"
          busy={busy}
          error={passwordChangeFailureText(failure)}
          withCurrent
          invalidField={failureField(failure)}
          onSubmit={(password, currentPassword) =>
            auth.send({ type: "auth.updatePassword", currentPassword, password })
          }
        />
        <p className="login-links">
          <button type="button" className="button button-secondary" onClick={onLogout}>
            Logout
          </button>
        </p>
      </div>
    </main>
  )
}

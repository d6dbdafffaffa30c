import { useSelector } from "@xstate/react"
import { failureField, passwordChangeFailureText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { NewPasswordForm } from "../../components/new-password-form.tsx"

/**
 * The own profile's password change (issue 22): the current password, then the new one twice. It
 * runs the auth machine's change (`auth.updatePassword`: a token given the current password, then
 * the reset call), which signs the other sessions out and keeps this one under a new id.
 */
export function ProfilePasswordSection() {
  const { auth } = usePortal()
  const busy = useSelector(
    auth,
    (s) => s.matches({ success: "requestingToken" }) || s.matches({ success: "updatingPassword" }),
  )
  const failure = useSelector(auth, (s) => s.context.passwordError)
  const changed = useSelector(auth, (s) => s.context.passwordChanged)
  return (
    <section className="profile-section" aria-labelledby="profile-password">
      <h2 id="profile-password">Change password</h2>
      {changed ? (
        <p role="status">Your password has been changed. Your other sessions were signed out.</p>
      ) : null}
      <NewPasswordForm
        key={changed ? "changed" : "form"}
        submitLabel="Change password"
        busy={busy}
        error={passwordChangeFailureText(failure)}
        withCurrent
        invalidField={failureField(failure)}
        onSubmit={(password, currentPassword) =>
          auth.send({ type: "auth.updatePassword", currentPassword, password })
        }
      />
    </section>
  )
}

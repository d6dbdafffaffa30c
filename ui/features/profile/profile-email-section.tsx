import { useSelector } from "@xstate/react"
import { useState } from "react"
import { EMAIL_MAX_LENGTH } from "../../../core/domain/validation/email-address.ts"
import { emailRequestFailureText } from "../../lib/failure-messages.ts"
import { viewerDateTime } from "../../lib/viewer-dates.ts"
import { EditField } from "./profile-field.tsx"
import type { EmailChangeRef } from "./profile-refs.ts"

/** The pending email change, if any, and the form that starts one (links go out by mail). */
export function ProfileEmailSection({ email }: { readonly email: EmailChangeRef }) {
  const pending = useSelector(email, (s) => s.context.pending)
  const problem = useSelector(email, (s) => s.context.problem ?? undefined)
  const sent = useSelector(email, (s) => s.context.sent)
  const error = useSelector(email, (s) => emailRequestFailureText(s.context.error))
  const busy = useSelector(email, (s) => !s.matches("idle"))
  const [newEmail, setNewEmail] = useState("")
  return (
    <section className="profile-section" aria-labelledby="profile-email">
      <h2 id="profile-email">Change email address</h2>
      {pending.map((p) => (
        <p key={p.id} className="page-note">
          Pending: {p.newEmail}, waiting for the link mailed there to be opened (until{" "}
          {viewerDateTime(p.expires, "N/A")}).
        </p>
      ))}
      <form
        className="profile-form"
        aria-label="Change email address"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          email.send({ type: "email.submit", newEmail })
        }}
      >
        <EditField id="profile-new-email" label="New Email" error={problem}>
          <input
            id="profile-new-email"
            type="email"
            value={newEmail}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            aria-describedby="profile-new-email-error"
            aria-invalid={problem !== undefined || undefined}
            onChange={(e) => setNewEmail(e.target.value)}
          />
        </EditField>
        {sent ? <p role="status">{sent}</p> : null}
        {error ? (
          <div role="alert" className="alert-error">
            {error}
          </div>
        ) : null}
        <div className="profile-actions">
          <button type="submit" className="button button-primary" disabled={busy || newEmail.trim() === ""}>
            Send confirmation link
          </button>
        </div>
      </form>
    </section>
  )
}

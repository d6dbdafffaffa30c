import { useSelector } from "@xstate/react"
import type { EmailChangeRef, ProfileRef } from "./profile-refs.ts"
import { ProfileEditForm } from "./profile-edit-form.tsx"
import { ProfileFacts } from "./profile-facts.tsx"

/** The record, and for one's own profile an Edit button that turns it into the form. */
export function ProfileDetailsSection({
  profile,
  email,
  own,
}: {
  readonly profile: ProfileRef
  readonly email: EmailChangeRef
  readonly own: boolean
}) {
  const user = useSelector(profile, (s) => s.context.user)
  const editing = useSelector(profile, (s) => s.matches("editing") || s.matches("saving"))
  const pending = useSelector(email, (s) => s.context.pending[0]?.newEmail ?? null)
  if (user === null) return null
  return (
    <section className="profile-section" aria-labelledby="profile-details">
      <div className="profile-section-head">
        <h2 id="profile-details">Details</h2>
        {own && !editing ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => profile.send({ type: "profile.edit" })}
          >
            Edit
          </button>
        ) : null}
      </div>
      {editing ? <ProfileEditForm profile={profile} /> : <ProfileFacts user={user} pendingEmail={pending} />}
    </section>
  )
}

import { useSelector } from "@xstate/react"
import { NAME_MAX_LENGTH } from "../../../core/domain/users/user-limits.ts"
import { phoneProblemText } from "../../../core/domain/validation/phone.ts"
import { PHONE_LIMITS } from "../../../core/domain/validation/phone-limits.ts"
import { PhoneInput } from "../../components/phone-input.tsx"
import { profileSaveFailureText } from "../../lib/failure-messages.ts"
import { EditField } from "./profile-field.tsx"
import type { ProfileRef } from "./profile-refs.ts"

/**
 * Edits first and last name, phone and extension; the machine holds the phone input's state (its
 * first country may come from the IP lookup) and sends only what changed.
 */
export function ProfileEditForm({ profile }: { readonly profile: ProfileRef }) {
  const draft = useSelector(profile, (s) => s.context.draft)
  const problems = useSelector(profile, (s) => s.context.problems)
  const saving = useSelector(profile, (s) => s.matches("saving"))
  const error = useSelector(profile, (s) => profileSaveFailureText(s.context.error))
  const phone = useSelector(profile, (s) => s.context.phone)
  if (draft === null || phone === null) return null
  const change = (field: "firstname" | "lastname" | "phonenumberextension", value: string) =>
    profile.send({ type: "profile.change", field, value })
  const phoneProblem =
    phone.checked && !phone.check.valid
      ? (phoneProblemText(phone.check.problem) ?? undefined)
      : problems.phonenumber
  return (
    <form
      className="profile-form"
      aria-label="Edit profile"
      onSubmit={(e) => {
        e.preventDefault()
        profile.send({ type: "profile.save" })
      }}
    >
      <EditField id="profile-first" label="First Name" error={problems.firstname}>
        <input
          id="profile-first"
          value={draft.firstname}
          maxLength={NAME_MAX_LENGTH}
          aria-describedby="profile-first-error"
          onChange={(e) => change("firstname", e.target.value)}
          onBlur={() => profile.send({ type: "profile.blur", field: "firstname" })}
        />
      </EditField>
      <EditField id="profile-last" label="Last Name" error={problems.lastname}>
        <input
          id="profile-last"
          value={draft.lastname}
          maxLength={NAME_MAX_LENGTH}
          aria-describedby="profile-last-error"
          onChange={(e) => change("lastname", e.target.value)}
          onBlur={() => profile.send({ type: "profile.blur", field: "lastname" })}
        />
      </EditField>
      <EditField id="profile-phone" label="Phone Number" error={phoneProblem}>
        <PhoneInput
          id="profile-phone"
          state={phone}
          onEvent={(event) => profile.send(event)}
          describedBy="profile-phone-error"
          invalid={phoneProblem !== undefined}
        />
      </EditField>
      <EditField id="profile-ext" label="Extension" error={problems.phonenumberextension}>
        <input
          id="profile-ext"
          inputMode="numeric"
          value={draft.phonenumberextension}
          maxLength={PHONE_LIMITS.maxExtensionLength}
          aria-describedby="profile-ext-error"
          onChange={(e) => change("phonenumberextension", e.target.value)}
          onBlur={() => profile.send({ type: "profile.blur", field: "phonenumberextension" })}
        />
      </EditField>
      {error ? (
        <div role="alert" className="alert-error">
          {error}
        </div>
      ) : null}
      <div className="profile-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => profile.send({ type: "profile.cancel" })}
        >
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  )
}

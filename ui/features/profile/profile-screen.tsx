import { useSelector } from "@xstate/react"
import { selectIsImpersonation, selectUserId } from "../../lib/auth-selectors.ts"
import { profileLoadFailureText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePhoneMachine } from "../../lib/use-phone-machine.ts"
import { ProfileDetailsSection } from "./profile-details-section.tsx"
import { ProfileEmailSection } from "./profile-email-section.tsx"
import { ProfilePasswordSection } from "./profile-password-section.tsx"
import { ProfileTokensSection } from "./profile-tokens-section.tsx"
import { profilePageChildren } from "./profile-refs.ts"
import "../../styles/profile.css"
import { LoadingStatus } from "../../components/loading-status.tsx"

/**
 * /profile/:userId (the route names it `userId`; the spec's screen read `id`, a mismatch: we read
 * `userId`). Built from sections, each rendering one child of the profile page machine.
 */
export default function ProfileScreen({ params, title }: ScreenProps) {
  const userId = Number(params.userId)
  return (
    <div className="page profile-page">
      <h1>{title}</h1>
      {Number.isInteger(userId) && userId > 0 ? (
        <ProfileView key={userId} userId={userId} />
      ) : (
        <p role="alert" className="alert-error">
          This profile does not exist.
        </p>
      )}
    </div>
  )
}

function ProfileView({ userId }: { readonly userId: number }) {
  const { auth, config } = usePortal()
  const own = useSelector(auth, selectUserId) === userId
  // While viewing as someone the password cannot be changed (the server answers 403).
  const viewingAs = useSelector(auth, selectIsImpersonation)
  const page = usePhoneMachine("profilePage", { input: { userId, lookupUrl: config.countryLookupUrl } })
  const { details, email } = profilePageChildren(page)
  const loading = useSelector(details, (s) => s.matches("loading"))
  const failure = useSelector(details, (s) => profileLoadFailureText(s.context.loadError))
  const name = useSelector(details, (s) =>
    s.context.user ? `${s.context.user.firstname} ${s.context.user.lastname}` : null,
  )
  if (failure)
    return (
      <p role="alert" className="alert-error">
        {failure}
      </p>
    )
  if (loading) return <LoadingStatus loading label="Loading profile…" />
  return (
    <>
      {name ? <p className="profile-name">{name}</p> : null}
      <ProfileDetailsSection profile={details} email={email} own={own} />
      {own ? <ProfileEmailSection email={email} /> : null}
      {own && !viewingAs ? <ProfilePasswordSection /> : null}
      {own && !viewingAs ? <ProfileTokensSection /> : null}
    </>
  )
}

import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Button } from "react-aria-components"
import { recordNotFoundView } from "../../../core/domain/record-links.ts"
import { PERMISSION_FEATURES, PERMISSION_LABELS } from "../../../core/domain/users/user-rules.ts"
import type { UserProfileData } from "../../../core/machines/user-profile/user-profile.machine.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { NotFoundView } from "../../components/not-found-view.tsx"
import { ProfileIcon } from "../../components/profile-icon.tsx"
import { StatusChip } from "../../components/status-chip.tsx"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { reasonText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { Record, Timeline } from "./user-profile-sections.tsx"
import "../../styles/users.css"
import { LoadingStatus } from "../../components/loading-status.tsx"

type ProfileRef = ReturnType<typeof usePortalMachine<"userProfile">>

function PermissionsSection({
  profile,
  data,
}: {
  readonly profile: ProfileRef
  readonly data: UserProfileData
}) {
  const p = data.permissions
  const saving = useSelector(profile, (s) => s.matches("saving"))
  const saveError = useSelector(profile, (s) => s.context.saveError)
  return (
    <section className="profile-section" aria-labelledby="profile-permissions">
      <h2 id="profile-permissions">Permissions</h2>
      {saveError ? (
        <p role="alert" className="alert-error">
          {reasonText(saveError)}
        </p>
      ) : null}
      {p.assignableRoles.length > 0 ? (
        <div className="field">
          <label htmlFor="profile-role">Role</label>
          <select
            id="profile-role"
            value={p.roleid}
            disabled={saving}
            onChange={(e) =>
              profile.send({ type: "permissions.save", change: { roleid: Number(e.target.value) } })
            }
          >
            {p.assignableRoles.map((r) => (
              <option key={r.roleid} value={r.roleid}>
                {r.role}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>Role: {p.role}</p>
      )}
      <ul className="timeline-list">
        {PERMISSION_FEATURES.map((f) => (
          <li key={f}>
            <label>
              <input
                type="checkbox"
                checked={p.features[f]}
                disabled={!p.editable || saving}
                onChange={(e) =>
                  profile.send({ type: "permissions.save", change: { features: { [f]: e.target.checked } } })
                }
              />{" "}
              {PERMISSION_LABELS[f]}
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}

function OtherUserProfile({ userid }: { readonly userid: number }) {
  const profile = usePortalMachine("userProfile")
  useEffect(() => profile.send({ type: "profile.load", userid }), [profile, userid])
  const data = useSelector(profile, (s) => s.context.data)
  const error = useSelector(profile, (s) => (s.matches("error") ? s.context.error : null))
  const notFound = useSelector(profile, (s) => s.matches("notFound"))
  const loading = useSelector(profile, (s) => s.matches("loading") && s.context.data === null)
  const roleId = useSelector(usePortal().auth, selectRoleId)
  if (notFound) return <NotFoundView view={recordNotFoundView("user", userid, roleId)} />
  if (error !== null)
    return (
      <div className="page">
        <h1>User Profile</h1>
        <ErrorAlert
          message={`The profile could not be loaded. ${reasonText(error)}`}
          action="Try again"
          onAction={() => profile.send({ type: "profile.load", userid })}
        />
      </div>
    )
  if (loading || data === null || data.user.userid !== userid)
    return (
      <div className="page">
        <h1>User Profile</h1>
        <LoadingStatus loading label="Loading the profile…" />
      </div>
    )
  const u = data.user
  const name = `${u.firstname} ${u.lastname}`
  return (
    <div className="page user-profile-page">
      <header className="page-header">
        <h1 className="profile-heading">
          <ProfileIcon name={name} photo={u.profilepicture} size={48} /> {name}
        </h1>
        <StatusChip
          label={u.useractive ? "Active" : "Deactivated"}
          tone={u.useractive ? "active" : "inactive"}
        />
      </header>
      <div className="profile-sections">
        <Record data={data} />
        <PermissionsSection profile={profile} data={data} />
        <Timeline data={data} />
      </div>
      <Button className="button button-secondary" onPress={() => history.back()}>
        Back
      </Button>
    </div>
  )
}

/**
 * /profile/:userId for another user (admins, within their company scope; the server refuses the
 * rest). The app routes the caller's own id to the profile feature's screen (ui/app/profile-route.tsx).
 */
export default function UserProfileScreen({ params }: ScreenProps) {
  return <OtherUserProfile userid={Number(params.userId ?? params.id)} />
}

import { viewerDate, viewerDateTime } from "../../lib/viewer-dates.ts"
import { formatStoredPhone } from "../../../core/domain/validation/phone.ts"
import type { UserProfileData } from "../../../core/machines/user-profile/user-profile.machine.ts"

const when = (iso: string | null) => viewerDateTime(iso, "Never")
const ACTION_TEXT = (action: string) =>
  action
    .toLowerCase()
    .replaceAll("_", " ")
    .replace(/^./, (c) => c.toUpperCase())

/** The account record of another user's profile. */
export function Record({ data }: { readonly data: UserProfileData }) {
  const u = data.user
  return (
    <section className="profile-section" aria-labelledby="profile-record">
      <h2 id="profile-record">Account</h2>
      <dl className="profile-facts">
        <dt>Username</dt>
        <dd>{u.username}</dd>
        <dt>Email</dt>
        <dd>{u.email}</dd>
        <dt>Phone</dt>
        <dd>
          {formatStoredPhone(u.phonenumber) ?? "N/A"}
          {u.phonenumberextension ? ` ext. ${u.phonenumberextension}` : ""}
        </dd>
        <dt>Company</dt>
        <dd>{u.companyname}</dd>
        <dt>Role</dt>
        <dd>{u.role}</dd>
        <dt>Created</dt>
        <dd>{viewerDate(u.usercreateddate, "N/A")}</dd>
        <dt>Last sign-in</dt>
        <dd>{when(u.dateLastLoggedInUTC)}</dd>
        <dt>Sign-ins</dt>
        <dd>{data.loginCount}</dd>
      </dl>
    </section>
  )
}

/** The latest activity of another user's profile. */
export function Timeline({ data }: { readonly data: UserProfileData }) {
  const items = data.timeline.items
  return (
    <section className="profile-section" aria-labelledby="profile-timeline">
      <h2 id="profile-timeline">Activity</h2>
      {items.length === 0 ? (
        <p className="page-note">No activity yet.</p>
      ) : (
        <ol className="timeline-list">
          {items.map((a) => (
            <li key={a.id}>
              <strong>{ACTION_TEXT(a.action)}</strong> · {when(a.createdDate)}
              {a.createdByName ? ` · by ${a.createdByName}` : ""}
            </li>
          ))}
        </ol>
      )}
      {data.timeline.count > items.length ? (
        <p className="page-note">
          Showing the latest {items.length} of {data.timeline.count}.
        </p>
      ) : null}
    </section>
  )
}

import { viewerDate, viewerDateTime } from "../../lib/viewer-dates.ts"
import { formatStoredPhone } from "../../../core/domain/validation/phone.ts"
import type { User } from "../../../core/schema/user.ts"
import { Fact } from "./profile-field.tsx"

/** The record as read (spec section 3): name, email, phone with extension, role, company, dates. */
export function ProfileFacts({
  user,
  pendingEmail,
}: {
  readonly user: User
  readonly pendingEmail: string | null
}) {
  const phone = formatStoredPhone(user.phonenumber)
  return (
    <dl className="profile-facts">
      <Fact label="Name">{`${user.firstname} ${user.lastname}`.trim() || "N/A"}</Fact>
      <Fact label="Email">
        {user.email || "N/A"}
        {pendingEmail ? (
          <span className="profile-pending"> (changing to {pendingEmail}, awaiting confirmation)</span>
        ) : null}
      </Fact>
      <Fact label="Phone">
        {phone || "Not Available"}
        {phone && user.phonenumberextension ? ` ext. ${user.phonenumberextension}` : null}
      </Fact>
      <Fact label="Role">{user.role}</Fact>
      <Fact label="Company">{user.companyname}</Fact>
      <Fact label="Created">{viewerDate(user.usercreateddate, "N/A")}</Fact>
      <Fact label="Last sign-in">{viewerDateTime(user.dateLastLoggedInUTC, "Not Available")}</Fact>
    </dl>
  )
}

import { useId, useState } from "react"
import type { AccountTeamMember } from "../../../core/schema/agreement.ts"
import { ProfileIcon } from "../../components/profile-icon.tsx"

/**
 * One member with a hover card. The card opens on pointer hover and on keyboard focus (so its mail
 * link is reachable with Tab), and closes on Escape, pointer leave or when focus leaves the member.
 */
function Member({ member }: { readonly member: AccountTeamMember }) {
  const [open, setOpen] = useState(false)
  const cardId = useId()
  const photo = member.salesprofilepic ?? member.salesprofileicon
  return (
    <li
      className="team-member"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false)
      }}
    >
      <button
        type="button"
        className="team-trigger"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setOpen((v) => !v)}
      >
        <ProfileIcon name={member.salesfullname} photo={photo} size={32} />
        <span className="team-name">{member.salesfullname}</span>
      </button>
      <div id={cardId} className="team-card" hidden={!open}>
        <ProfileIcon name={member.salesfullname} photo={photo} size={64} />
        <div>
          <p className="team-card-name">{member.salesfullname}</p>
          <p className="team-card-title">{member.salestitle}</p>
          <a href={`mailto:${member.salesemail}`}>{member.salesemail}</a>
        </div>
      </div>
    </li>
  )
}

/** The 'YOUR ACCOUNT TEAM' block of the side navigation. */
export function AccountTeam({ members }: { readonly members: ReadonlyArray<AccountTeamMember> }) {
  if (members.length === 0) return null
  return (
    <section className="team" aria-labelledby="team-heading">
      <h2 id="team-heading" className="team-heading">
        YOUR ACCOUNT TEAM
      </h2>
      <ul className="team-list">
        {members.map((m) => (
          <Member key={m.salesid} member={m} />
        ))}
      </ul>
    </section>
  )
}

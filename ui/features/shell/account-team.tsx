import { useId } from "react"
import type { AccountTeamMember } from "../../../core/schema/agreement.ts"
import { ProfileIcon } from "../../components/profile-icon.tsx"
import { AccountTeamContact } from "./account-team-contact.tsx"
import { useHoverCard } from "./use-hover-card.ts"

/**
 * One member with a hover card. The card opens on pointer hover and on keyboard focus (so its mail
 * link is reachable with Tab), and closes on Escape, pointer leave or when focus leaves the member.
 * It stays in the member's DOM (Tab order) but is placed beside the menu, so the menu never cuts it.
 */
function Member({ member }: { readonly member: AccountTeamMember }) {
  const card = useHoverCard()
  const cardId = useId()
  const photo = member.salesprofilepic ?? member.salesprofileicon
  return (
    <li
      className="team-member"
      onMouseEnter={card.show}
      onMouseLeave={card.hideSoon}
      onFocus={card.show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) card.hide()
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") card.hide()
      }}
    >
      <button
        ref={card.triggerRef}
        type="button"
        className="team-trigger"
        aria-expanded={card.open}
        aria-controls={cardId}
        onClick={card.toggle}
      >
        <ProfileIcon name={member.salesfullname} photo={photo} size={32} />
        <span className="team-name">{member.salesfullname}</span>
      </button>
      <div ref={card.cardRef} id={cardId} className="team-card" hidden={!card.open} style={card.style}>
        <ProfileIcon name={member.salesfullname} photo={photo} size={64} />
        <div className="team-card-text">
          <p className="team-card-name">{member.salesfullname}</p>
          <p className="team-card-title">{member.salestitle}</p>
          <a href={`mailto:${member.salesemail}`}>{member.salesemail}</a>
        </div>
      </div>
    </li>
  )
}

/**
 * The 'YOUR ACCOUNT TEAM' block of the side navigation; for a customer (`canContact`), the request
 * that the team get in touch below it.
 */
export function AccountTeam({
  members,
  canContact = false,
}: {
  readonly members: ReadonlyArray<AccountTeamMember>
  readonly canContact?: boolean
}) {
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
      {canContact ? <AccountTeamContact /> : null}
    </section>
  )
}

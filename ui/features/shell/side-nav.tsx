import type { AccountTeamMember } from "../../../core/schema/agreement.ts"
import { Link } from "wouter"
import { Icon } from "../../components/icons.tsx"
import { AccountTeam } from "./account-team.tsx"
import { NavLinks, type NavLinksProps } from "./nav-links.tsx"
import { NavTip } from "./nav-tip.tsx"

export interface SideNavProps extends NavLinksProps {
  readonly supportPhone: string
  readonly team: ReadonlyArray<AccountTeamMember>
  /** A customer: the team block offers to ask the team to get in touch. */
  readonly canContactTeam?: boolean
  readonly version: string
}

/** Contents of the side navigation; the caller places it in a fixed panel or in a modal dialog. */
export function SideNavContent(props: SideNavProps) {
  const { supportPhone, team, canContactTeam = false, version, onNavigate, compact = false } = props
  return (
    <div className="side-nav-inner">
      <NavTip label="New Service Ticket" show={compact}>
        <Link href="/tickets/new" className="button button-primary nav-new-ticket" onClick={onNavigate}>
          <Icon name="plus" />
          <span className="nav-label">New Service Ticket</span>
        </Link>
      </NavTip>
      <NavLinks {...props} />
      <NavTip label={`Call ${supportPhone}`} show={compact}>
        <a className="nav-call" href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`}>
          <Icon name="phone" />
          <span className="nav-label">
            Call <span className="nav-phone">{supportPhone}</span>
          </span>
        </a>
      </NavTip>
      <AccountTeam members={team} canContact={canContactTeam && !compact} />
      <p className="nav-version">
        <span className={compact ? "visually-hidden" : undefined}>Version </span>
        {version}
      </p>
    </div>
  )
}

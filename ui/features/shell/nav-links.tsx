import { useSelector } from "@xstate/react"
import { Link, useLocation, useSearch } from "wouter"
import { currentTicketsLink } from "../../../core/domain/tickets/tickets-nav-current.ts"
import { useSavedViews } from "../../lib/saved-views-context.tsx"
import { Icon, type IconName } from "../../components/icons.tsx"
import { NavTip } from "./nav-tip.tsx"
import { SavedViewLinks } from "./saved-view-links.tsx"

export interface NavLinksProps {
  readonly openCount: number | null
  readonly closedCount: number | null
  readonly showUsers: boolean
  readonly showAdmin: boolean
  /** The minified menu: icons only, each label a tooltip (and still the link's accessible name). */
  readonly compact?: boolean
  /** Called after a link is followed (the modal menu closes itself). */
  readonly onNavigate?: () => void
}

interface EntryProps {
  readonly href: string
  readonly icon?: IconName
  readonly label: string
  readonly current: boolean
  readonly count?: number | null
  readonly onNavigate?: (() => void) | undefined
  readonly compact?: boolean | undefined
}

function Entry({ href, icon, label, current, count, onNavigate, compact = false }: EntryProps) {
  return (
    <li>
      <NavTip label={label} show={compact && icon !== undefined}>
        <Link
          href={href}
          className={icon ? "nav-link" : "nav-link nav-sublink"}
          aria-current={current ? "page" : undefined}
          onClick={onNavigate}
        >
          {icon ? <Icon name={icon} /> : null}
          <span className="nav-label">{label}</span>
          {count !== undefined && count !== null ? (
            <>
              {" "}
              <span className="nav-count">{count}</span>
            </>
          ) : null}
        </Link>
      </NavTip>
    </li>
  )
}

const NO_VIEWS: ReadonlyArray<never> = []

/** The side navigation's link list; role gating arrives as booleans computed from core/domain. */
export function NavLinks(props: NavLinksProps) {
  const { openCount, closedCount, showUsers, showAdmin, onNavigate, compact } = props
  const [path] = useLocation()
  const search = useSearch()
  const views = useSavedViews()
  const saved = useSelector(views ?? undefined, (s) => s?.context.views) ?? NO_VIEWS
  // One Service Tickets link is the page: a view's, never beside its parent's.
  const tickets = currentTicketsLink(path, search, saved)
  const on = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`)
  return (
    <ul className="nav-list">
      <Entry
        href="/dashboard"
        icon="dashboard"
        label="Dashboard"
        current={on("/dashboard")}
        onNavigate={onNavigate}
        compact={compact}
      />
      <li>
        <NavTip label="Service Tickets" show={compact === true}>
          <Link
            href="/tickets"
            className="nav-link"
            aria-current={tickets === "tickets" ? "page" : undefined}
            onClick={onNavigate}
          >
            <Icon name="tickets" />
            <span className="nav-label">Service Tickets</span>
          </Link>
        </NavTip>
        <ul className="nav-sublist">
          <Entry
            href="/tickets?status=open"
            label="Open"
            count={openCount}
            current={tickets === "open"}
            onNavigate={onNavigate}
          />
          <Entry
            href="/tickets?status=closed"
            label="Closed"
            count={closedCount}
            current={tickets === "closed"}
            onNavigate={onNavigate}
          />
          <SavedViewLinks current={tickets} onNavigate={onNavigate} />
        </ul>
      </li>
      <Entry
        href="/equipment"
        icon="equipment"
        label="Equipment"
        current={on("/equipment")}
        onNavigate={onNavigate}
        compact={compact}
      />
      <Entry
        href="/agreements"
        icon="agreements"
        label="Agreements"
        current={on("/agreements")}
        onNavigate={onNavigate}
        compact={compact}
      />
      {showUsers ? (
        <Entry
          href="/users"
          icon="users"
          label="Users"
          current={on("/users")}
          onNavigate={onNavigate}
          compact={compact}
        />
      ) : null}
      {showAdmin ? (
        <Entry
          href="/admin"
          icon="admin"
          label="Admin"
          current={on("/admin")}
          onNavigate={onNavigate}
          compact={compact}
        />
      ) : null}
    </ul>
  )
}

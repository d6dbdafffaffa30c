import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { MY_TICKETS_QUERY, savedViewTexts, viewHref } from "../../../core/domain/tickets/saved-views.ts"
import type { TicketsNavLink } from "../../../core/domain/tickets/tickets-nav-current.ts"
import { useSavedViews } from "../../lib/saved-views-context.tsx"

interface ViewLink {
  readonly key: TicketsNavLink
  readonly name: string
  readonly query: string
  readonly count: number | null
}

interface SavedViewLinksProps {
  /** The Service Tickets link that is the page, if any. */
  readonly current: TicketsNavLink | null
  readonly onNavigate?: (() => void) | undefined
}

/**
 * "My tickets" and the user's saved views under Service Tickets, each with its count; the one the
 * menu found current (`currentTicketsLink`) is marked. Read from the saved views machine.
 */
export function SavedViewLinks({ current, onNavigate }: SavedViewLinksProps) {
  const views = useSavedViews()
  const mine = useSelector(views ?? undefined, (s) => s?.context.mine ?? null)
  const saved = useSelector(views ?? undefined, (s) => s?.context.views) ?? []
  if (views === null) return null
  const links: ReadonlyArray<ViewLink> = [
    { key: "mine", name: savedViewTexts.myTickets, query: MY_TICKETS_QUERY, count: mine },
    ...saved.map((v) => ({ key: `view-${v.viewid}` as const, name: v.name, query: v.query, count: v.count })),
  ]
  return (
    <>
      {links.map((link) => (
        // A rule above My tickets sets the views apart from Open and Closed (a view may be named so).
        <li key={link.key} className={link.key === "mine" ? "nav-views-start" : undefined}>
          <Link
            href={viewHref(link.query)}
            className="nav-link nav-sublink"
            aria-current={current === link.key ? "page" : undefined}
            onClick={onNavigate}
          >
            <span className="nav-label">{link.name}</span>
            {link.count === null ? null : (
              <>
                {" "}
                <span className="nav-count">{link.count}</span>
              </>
            )}
          </Link>
        </li>
      ))}
    </>
  )
}

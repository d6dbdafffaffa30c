import { useSelector } from "@xstate/react"
import { Link, useLocation, useSearch } from "wouter"
import {
  canonicalViewQuery,
  MY_TICKETS_QUERY,
  savedViewTexts,
  viewHref,
} from "../../../core/domain/tickets/saved-views.ts"
import { useSavedViews } from "../../lib/saved-views-context.tsx"

interface ViewLink {
  readonly key: string
  readonly name: string
  readonly query: string
  readonly count: number | null
}

/**
 * "My tickets" and the user's saved views under Service Tickets, each with its count; a link is
 * current when the list shows its query (the page aside). Read from the saved views machine.
 */
export function SavedViewLinks({ onNavigate }: { readonly onNavigate?: (() => void) | undefined }) {
  const views = useSavedViews()
  const [path] = useLocation()
  const search = useSearch()
  const shown = path === "/tickets" ? canonicalViewQuery(search) : null
  const mine = useSelector(views ?? undefined, (s) => s?.context.mine ?? null)
  const saved = useSelector(views ?? undefined, (s) => s?.context.views) ?? []
  if (views === null) return null
  const links: ReadonlyArray<ViewLink> = [
    { key: "mine", name: savedViewTexts.myTickets, query: MY_TICKETS_QUERY, count: mine },
    ...saved.map((v) => ({ key: String(v.viewid), name: v.name, query: v.query, count: v.count })),
  ]
  return (
    <>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            href={viewHref(link.query)}
            className="nav-link nav-sublink"
            aria-current={shown === link.query ? "page" : undefined}
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

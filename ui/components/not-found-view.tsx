import { Link } from "wouter"
import type { RecordNotFoundView } from "../../core/domain/record-links.ts"

/**
 * The one not-found screen: what was not found, why, and the way forward (a link, never a retry:
 * trying again cannot bring back what is not there). Used by the 404 route and by the record links
 * (`/equipment/:id`, `/tickets/:id`, `/profile/:id`) whose record the server does not have.
 */
export function NotFoundView({ view }: { readonly view: RecordNotFoundView }) {
  return (
    <div className="page not-found-page">
      <h1>{view.title}</h1>
      <p className="page-note">{view.body}</p>
      <p>
        <Link href={view.back.href}>{view.back.label}</Link>
      </p>
    </div>
  )
}

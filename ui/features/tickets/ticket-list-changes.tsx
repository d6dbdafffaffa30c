import { useSelector } from "@xstate/react"
import type { RefObject } from "react"
import { ticketsChangedText } from "../../../core/domain/live/live-events.ts"
import type { TicketListPageRef } from "./ticket-refs.ts"

/**
 * Live updates on the list (issue 29): how many tickets changed since the list loaded, with a way to
 * refresh. The rows never change by themselves (nothing moves under the pointer); the notice is
 * announced politely, and its region stays in the page while empty so the first change is heard.
 * Refresh takes the notice away, so focus goes to the list's heading rather than to nowhere.
 */
export function TicketListChanges({
  page,
  heading,
}: {
  readonly page: TicketListPageRef
  /** Where focus goes once Refresh is pressed (the button goes away with the notice). */
  readonly heading: RefObject<HTMLHeadingElement | null>
}) {
  const changed = useSelector(page, (s) => s.context.changed.length)
  const stale = useSelector(page, (s) => s.context.stale)
  const shown = changed > 0 || stale
  return (
    <div className="list-changes" data-empty={shown ? undefined : true}>
      <p role="status" className="list-changes-text">
        {shown ? ticketsChangedText(changed, stale) : ""}
      </p>
      {!shown ? null : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            page.send({ type: "list.refresh", force: true })
            heading.current?.focus()
          }}
        >
          Refresh
        </button>
      )}
    </div>
  )
}

import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { watchersSummary } from "../../../core/domain/tickets/watchers.ts"
import type { TicketWatcher } from "../../../core/schema/ticket-watchers.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { selectUserId } from "../../lib/auth-selectors.ts"
import { watchersFailureText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { TicketPageRef, TicketWatchersRef } from "./ticket-refs.ts"
import { TicketWatcherPicker } from "./ticket-watcher-picker.tsx"
import "../../styles/ticket-watchers.css"

function WatcherItem(props: {
  readonly watcher: TicketWatcher
  readonly self: boolean
  readonly busy: boolean
  readonly onRemove: () => void
}) {
  const { watcher, self, busy, onRemove } = props
  return (
    <li className="watcher-item">
      <div className="watcher-text">
        <p className="watcher-name">
          {watcher.name}
          {self ? " (you)" : ""}
          {watcher.active ? "" : " (deactivated)"}
        </p>
        <p className="watcher-meta">{watcher.email}</p>
      </div>
      {watcher.canRemove ? (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onRemove}
          disabled={busy}
          aria-label={self ? "Stop watching this ticket" : `Remove ${watcher.name}`}
        >
          {self ? "Stop watching" : "Remove"}
        </button>
      ) : null}
    </li>
  )
}

/**
 * The ticket's watchers (issue 28): who hears of it whatever locations they follow, removing one or
 * leaving, watching it oneself, and the colleague picker for those who manage them. Renders the
 * page's `watchers` child, which it asks to load when it shows.
 */
export function TicketWatchers({ page }: { readonly page: TicketPageRef }) {
  const watchers = page.getSnapshot().children.watchers as TicketWatchersRef
  const { auth } = usePortal()
  const userId = useSelector(auth, selectUserId)
  const list = useSelector(watchers, (s) => s.context.watchers)
  const loading = useSelector(watchers, (s) => s.matches("loading") || s.matches("idle"))
  const failed = useSelector(watchers, (s) => s.matches("failed"))
  const busy = useSelector(watchers, (s) => s.matches("adding") || s.matches("removing"))
  const error = useSelector(watchers, (s) => watchersFailureText(s.context.error))
  useEffect(() => page.send({ type: "watchers.load" }), [page])
  return (
    <section className="ticket-watchers" aria-labelledby="ticket-watchers-title">
      <h2 id="ticket-watchers-title">Watchers</h2>
      <LoadingStatus loading={loading} label="Loading the watchers…" />
      {error !== null ? (
        <ErrorAlert
          message={error}
          {...(failed ? { action: "Try again", onAction: () => page.send({ type: "watchers.load" }) } : {})}
        />
      ) : null}
      {list !== null ? (
        <>
          <p className="page-note">
            {watchersSummary(list.count)}. Watchers hear of this ticket by their own notification settings.
          </p>
          {list.count > 0 ? (
            <ul className="watcher-list" aria-label="Watchers of this ticket">
              {list.items.map((w) => (
                <WatcherItem
                  key={w.userid}
                  watcher={w}
                  self={w.userid === userId}
                  busy={busy}
                  onRemove={() => page.send({ type: "watchers.remove", userid: w.userid })}
                />
              ))}
            </ul>
          ) : null}
          <div className="watcher-actions">
            {list.canWatch ? (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => page.send({ type: "watchers.watch" })}
                disabled={busy}
              >
                Watch this ticket
              </button>
            ) : null}
            {list.canManage && list.count < list.max ? (
              <TicketWatcherPicker watchers={watchers} page={page} />
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  )
}

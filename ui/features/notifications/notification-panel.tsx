import { useSelector } from "@xstate/react"
import { type FocusEvent, type RefObject, useEffect, useRef } from "react"
import { createPortal } from "react-dom"
import { canLoadMore, type FocusTarget } from "../../../core/domain/notifications/panel-rules.ts"
import { Icon } from "../../components/icons.tsx"
import { ProfileIcon } from "../../components/profile-icon.tsx"
import type { PanelRef } from "../../lib/shell-context.tsx"
import { relativeTime } from "./relative-time.ts"
import { viewerDateTime } from "../../lib/viewer-dates.ts"
import "../../styles/notifications.css"

const EMPTY_TEXT = "Nothing to see here. Check back another time."

/** Where focus went when it left an element of the panel. */
const focusTarget = (panel: HTMLElement, bell: HTMLElement | null, next: EventTarget | null): FocusTarget => {
  if (!(next instanceof Node)) return "elsewhere"
  if (bell?.contains(next)) return "bell"
  if (next instanceof HTMLElement && next.dataset.loadMore === "true") return "loadMore"
  return panel.contains(next) ? "inside" : "elsewhere"
}

/** The slide-in panel: title with the unread count, the items shown, 'Load more'. */
export default function NotificationPanel({
  panel,
  bell,
}: {
  panel: PanelRef
  bell: RefObject<HTMLButtonElement | null>
}) {
  const open = useSelector(panel, (s) => s.matches({ view: "open" }))
  const items = useSelector(panel, (s) => s.context.items)
  const shown = useSelector(panel, (s) => s.context.shown)
  const hasMore = useSelector(panel, (s) => s.context.hasMore)
  const loading = useSelector(
    panel,
    (s) => s.matches({ data: "loading" }) || s.matches({ data: "fetchingMore" }),
  )
  const failed = useSelector(panel, (s) => s.matches({ data: "failed" }))
  const ref = useRef<HTMLElement>(null)
  const unread = items.filter((i) => !i.seen).length
  const now = Date.now()
  useEffect(() => {
    if (open) ref.current?.focus()
  }, [open])
  const onBlur = (e: FocusEvent) => {
    if (!ref.current) return
    panel.send({ type: "panel.focusMoved", target: focusTarget(ref.current, bell.current, e.relatedTarget) })
  }
  const close = () => {
    panel.send({ type: "panel.close" })
    bell.current?.focus()
  }
  // In <body>, so `position: fixed` is relative to the window whatever the top bar's styles.
  return createPortal(
    <aside
      id="notification-panel"
      ref={ref}
      className="notification-panel"
      data-open={open}
      hidden={!open}
      aria-labelledby="notification-panel-title"
      tabIndex={-1}
      onBlur={onBlur}
      onKeyDown={(e) => e.key === "Escape" && close()}
    >
      <header className="notification-panel-header">
        <h2 id="notification-panel-title">
          Notifications{unread > 0 ? <span className="notification-count"> ({unread})</span> : null}
        </h2>
        <button type="button" className="icon-button" aria-label="Close notifications" onClick={close}>
          <Icon name="close" />
        </button>
      </header>
      {failed ? (
        <p role="alert">
          Notifications could not be loaded.{" "}
          <button type="button" className="link-button" onClick={() => panel.send({ type: "panel.refresh" })}>
            Try again
          </button>
        </p>
      ) : items.length === 0 && !loading ? (
        <p className="notification-empty">{EMPTY_TEXT}</p>
      ) : (
        <ul className="notification-list">
          {items.slice(0, shown).map((n) => (
            <li key={n.id} className="notification-item" data-seen={n.seen}>
              <a
                href={n.link ?? "/404"}
                className="notification-link"
                onClick={(e) => {
                  e.preventDefault()
                  panel.send({ type: "panel.select", id: n.id })
                }}
              >
                <ProfileIcon name={n.sender.name} photo={n.sender.profilepicture} size={36} />
                <span className="notification-text">
                  <span className="notification-message">
                    {n.seen ? null : <span className="visually-hidden">Unread: </span>}
                    {n.event.message}
                  </span>
                  <time dateTime={n.created_at} title={viewerDateTime(n.created_at, n.created_at)}>
                    {relativeTime(n.created_at, now)}
                  </time>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {canLoadMore(shown, items.length, hasMore) ? (
        <button
          type="button"
          className="button button-secondary notification-more"
          data-load-more="true"
          // Not `disabled` while fetching: a disabled button drops focus, which would close the panel.
          aria-disabled={loading}
          onClick={() => panel.send({ type: "panel.loadMore" })}
        >
          {loading ? "Loading..." : "Load more"}
        </button>
      ) : null}
    </aside>,
    document.body,
  )
}

import { useSelector } from "@xstate/react"
import { lazy, Suspense, useRef } from "react"
import { isUnread } from "../../../core/machines/notification-panel/notification-panel.context.ts"
import { Icon } from "../../components/icons.tsx"
import type { PanelRef } from "../../lib/shell-context.tsx"

// The panel's content loads on first open: the bell stays light in the shell's bundle.
const NotificationPanel = lazy(() => import("./notification-panel.tsx"))

/**
 * The top bar's bell with its unread dot; opens the slide-in notification panel. The panel machine
 * is the shell's child (it follows the session the shell started with).
 */
export function NotificationBell({ panel }: { readonly panel: PanelRef }) {
  const unread = useSelector(panel, (s) => isUnread(s.context))
  const open = useSelector(panel, (s) => s.matches({ view: "open" }))
  const opened = useRef(false)
  if (open) opened.current = true
  const bell = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={bell}
        type="button"
        className="icon-button bell-button"
        aria-label={unread ? "Notifications (unread)" : "Notifications"}
        aria-expanded={open}
        aria-controls="notification-panel"
        data-bell="true"
        onClick={() => panel.send({ type: "panel.toggle" })}
        // Escape closes the open panel from its button too, as from inside it (disclosure pattern).
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) panel.send({ type: "panel.close" })
        }}
      >
        <Icon name="bell" />
        {unread ? <span className="unread-dot" data-testid="unread-dot" /> : null}
      </button>
      {opened.current ? (
        <Suspense fallback={null}>
          <NotificationPanel panel={panel} bell={bell} />
        </Suspense>
      ) : null}
    </>
  )
}

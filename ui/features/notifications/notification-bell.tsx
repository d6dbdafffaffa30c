import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { followAuthSession } from "../../../core/machines/notification-panel/follow-session.ts"
import { isUnread } from "../../../core/machines/notification-panel/notification-panel.machine.ts"
import { Icon } from "../../components/icons.tsx"
import { usePortal } from "../../lib/portal-context.tsx"
import { usePortalPanel } from "./use-notification-panel.ts"

// The panel's content loads on first open: the bell stays light in the shell's bundle.
const NotificationPanel = lazy(() => import("./notification-panel.tsx"))

/** The top bar's bell with its unread dot; opens the slide-in notification panel. */
export function NotificationBell({ userID, isImpersonation }: { userID: number; isImpersonation: boolean }) {
  const { auth } = usePortal()
  const [, navigate] = useLocation()
  const panel = usePortalPanel({ userID, isImpersonation }, navigate)
  const unread = useSelector(panel, (s) => isUnread(s.context))
  const open = useSelector(panel, (s) => s.matches({ view: "open" }))
  const opened = useRef(false)
  if (open) opened.current = true
  const bell = useRef<HTMLButtonElement>(null)
  useEffect(() => followAuthSession(auth, panel), [auth, panel])
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

import { useSelector } from "@xstate/react"
import { lazy, Suspense, useState } from "react"
import { VERSION } from "../../../core/domain/constants.ts"
import { canContactAccountTeam } from "../../../core/domain/account-team-contact.ts"
import { adminSectionsFor } from "../../../core/domain/admin/admin-access.ts"
import { isBuiltInChat } from "../../../core/domain/chat/built-in-chat.ts"
import { canSeeUsers } from "../../../core/domain/roles.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { useDialog } from "../../lib/dialog-state.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { SideNavContent } from "./side-nav.tsx"
import type { NavigationRef } from "./shell-actors.ts"
import type { ScreenSize } from "../../lib/use-screen-size.ts"

// The small-screen modal (react-aria's overlay code) loads the first time the menu opens.
const NavDrawer = lazy(() => import("./nav-drawer.tsx"))

interface ShellNavProps {
  readonly nav: NavigationRef
  readonly size: ScreenSize
}

/**
 * The side navigation, connected: a fixed panel on medium and large screens (open or condensed by the
 * navigation machine), a modal on small ones: the dialog store's `navigationMenu` flag, so opening it
 * closes any other dialog and leaving the route closes it (spec section 2).
 */
export function ShellNav({ nav, size }: ShellNavProps) {
  const { auth, config } = usePortal()
  const roleid = useSelector(auth, selectRoleId)
  const panelOpen = useSelector(nav, (s) => s.context.mode === "open")
  const [menuOpen, setMenuOpen] = useDialog("navigationMenu")
  const open = size === "small" ? menuOpen : panelOpen
  const loaded = useSelector(nav, (s) => s.context.data !== null || s.context.status === "error")
  const counts = useSelector(nav, (s) => s.context.counts)
  const team = useSelector(nav, (s) => s.context.accountTeam)
  const [drawerNeeded, setDrawerNeeded] = useState(false)
  if (open && size === "small" && !drawerNeeded) setDrawerNeeded(true)
  const close = () => setMenuOpen(false)
  const content = (onNavigate?: () => void) => (
    <SideNavContent
      openCount={loaded ? counts.open : null}
      closedCount={loaded ? counts.closed : null}
      showUsers={canSeeUsers(roleid)}
      showAdmin={adminSectionsFor(roleid, isBuiltInChat(config.chatUrl)).length > 0}
      supportPhone={config.supportPhone}
      team={team}
      canContactTeam={canContactAccountTeam(roleid)}
      version={VERSION}
      onNavigate={onNavigate}
      compact={size !== "small" && !open}
    />
  )
  if (size !== "small") {
    return (
      <nav id="side-nav" className="side-nav" aria-label="Main navigation">
        {content()}
      </nav>
    )
  }
  if (!drawerNeeded) return null
  return (
    <Suspense fallback={null}>
      <NavDrawer open={open} onClose={close}>
        {content(close)}
      </NavDrawer>
    </Suspense>
  )
}

import type { ReactNode } from "react"
import { useSelector } from "@xstate/react"
import { avatarInitials, fullName } from "../../../core/domain/initials.ts"
import { useSearch } from "wouter"
import { useLocation } from "wouter"
import {
  selectImpersonation,
  selectIsImpersonation,
  selectUser,
  selectUserId,
} from "../../lib/auth-selectors.ts"
import { toggleDialog, useDialog } from "../../lib/dialog-state.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { useScreenSize } from "../../lib/use-screen-size.ts"
import { useLogout } from "../../lib/use-logout.ts"
import type { NavigationRef } from "./shell-actors.ts"
import { externalLinks } from "./external-links.ts"
import { TopBar } from "./top-bar.tsx"

/** The top bar, connected: title from the route, avatar from the signed-in user. */
export function ShellTopBar({
  nav,
  title,
  bell,
}: {
  readonly nav: NavigationRef
  readonly title: string
  /** The bell with the notification panel (none without a session). */
  readonly bell?: ReactNode
}) {
  const { auth, config } = usePortal()
  const session = useSelector(auth, (s) => s.context.session)
  const logout = useLogout()
  const user = useSelector(auth, selectUser)
  const userId = useSelector(auth, selectUserId)
  // Small screens: the menu button opens the navigation modal (the dialog store's flag); larger ones
  // open or condense the side panel (the navigation machine's mode).
  const small = useScreenSize() === "small"
  const panelOpen = useSelector(nav, (s) => s.context.mode === "open")
  const [menuOpen] = useDialog("navigationMenu")
  const name = user ? fullName(user.firstname, user.lastname) : null
  const viewing = useSelector(auth, selectIsImpersonation)
  const impersonation = useSelector(auth, selectImpersonation)
  const goingBack = useSelector(impersonation, (s) => s?.context.loading === true)
  const [path] = useLocation()
  const redirect = new URLSearchParams(useSearch()).get("redirect")
  return (
    <TopBar
      title={title}
      menuExpanded={small ? menuOpen : panelOpen}
      onToggleMenu={() => (small ? toggleDialog("navigationMenu") : nav.send({ type: "nav.toggle" }))}
      userId={userId}
      fullName={name}
      initials={avatarInitials(name)}
      photo={user?.profilepicture ?? null}
      onLogout={logout}
      viewingAs={viewing ? (name ?? user?.username ?? "another user") : null}
      goingBack={goingBack}
      onGoBack={() => auth.send({ type: "impersonation.end", redirect, currentPath: path })}
      external={externalLinks(config)}
      bell={session ? (bell ?? null) : null}
    />
  )
}

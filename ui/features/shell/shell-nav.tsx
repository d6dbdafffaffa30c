import { useSelector } from "@xstate/react"
import { Dialog, Modal, ModalOverlay } from "react-aria-components"
import { VERSION } from "../../../core/domain/constants.ts"
import { canSeeUsers, isAdminRole } from "../../../core/domain/roles.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { Icon } from "../../components/icons.tsx"
import { SideNavContent } from "./side-nav.tsx"
import type { NavigationRef } from "./shell-actors.ts"
import type { ScreenSize } from "../../lib/use-screen-size.ts"

interface ShellNavProps {
  readonly nav: NavigationRef
  readonly size: ScreenSize
}

/** The side navigation, connected: a fixed panel on medium and large screens, a modal on small ones. */
export function ShellNav({ nav, size }: ShellNavProps) {
  const { auth, config } = usePortal()
  const roleid = useSelector(auth, selectRoleId)
  const open = useSelector(nav, (s) => s.context.mode === "open")
  const loaded = useSelector(nav, (s) => s.context.data !== null || s.context.status === "error")
  const counts = useSelector(nav, (s) => s.context.counts)
  const team = useSelector(nav, (s) => s.context.accountTeam)
  const close = () => nav.send({ type: "nav.setMode", mode: "condensed" })
  const content = (onNavigate?: () => void) => (
    <SideNavContent
      openCount={loaded ? counts.open : null}
      closedCount={loaded ? counts.closed : null}
      showUsers={canSeeUsers(roleid)}
      showAdmin={isAdminRole(roleid)}
      supportPhone={config.supportPhone}
      team={team}
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
  return (
    <ModalOverlay
      className="nav-overlay"
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
    >
      <Modal className="nav-modal">
        <Dialog className="nav-dialog" aria-label="Navigation menu">
          <div className="nav-dialog-header">
            <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <nav aria-label="Main navigation">{content(close)}</nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

import type { ReactNode } from "react"
import { Dialog, Modal, ModalOverlay } from "react-aria-components"
import { Icon } from "../../components/icons.tsx"

interface NavDrawerProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly children: ReactNode
}

/** The side navigation as a modal on small screens (react-aria: focus kept inside, Escape closes). */
export default function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  return (
    <ModalOverlay
      className="nav-overlay"
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
    >
      <Modal className="nav-modal">
        <Dialog className="nav-dialog" aria-label="Navigation menu">
          <div className="nav-dialog-header">
            <button
              type="button"
              className="icon-button"
              aria-label="Close navigation menu"
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          </div>
          <nav aria-label="Main navigation">{children}</nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

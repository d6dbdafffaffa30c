import type { ReactNode } from "react"
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"

/** What a dialog's first field is: something to type in or choose, enabled and not hidden. */
const FIELD_SELECTOR = [
  "input:not([type=hidden]):not([disabled])",
  "textarea:not([disabled])",
  "select:not([disabled])",
].join(", ")

/**
 * A dialog's ref that moves focus to its first field when it opens, so text typed right away lands
 * there. It runs while React attaches the dialog, before react-aria's dialog effect, which focuses
 * the dialog itself only when focus is not already inside. A dialog without fields keeps that (or
 * its own `autoFocus` button).
 */
export const focusFirstField = (dialog: HTMLElement | null): void => {
  const field = dialog?.querySelector<HTMLElement>(FIELD_SELECTOR)
  field?.focus({ preventScroll: true })
}

export interface PortalDialogProps {
  readonly title: ReactNode
  readonly isOpen: boolean
  /** Asked to close (Escape, a click outside when dismissable); absent: only its own buttons close it. */
  readonly onClose?: () => void
  readonly isDismissable?: boolean
  readonly role?: "dialog" | "alertdialog"
  /** Extra class names of the dialog (after `dialog`). */
  readonly className?: string
  readonly children: ReactNode
}

/**
 * The portal's modal dialog: overlay, titled dialog that traps focus and restores it on close, and
 * focus on its first field when it opens (issue 24: typed text is not lost). Every form dialog uses it.
 */
export function PortalDialog({
  title,
  isOpen,
  onClose,
  isDismissable = false,
  role = "dialog",
  className,
  children,
}: PortalDialogProps) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      isDismissable={isDismissable && onClose !== undefined}
      isKeyboardDismissDisabled={onClose === undefined}
      onOpenChange={(open) => (open || onClose === undefined ? undefined : onClose())}
    >
      <Modal className="dialog-modal">
        <Dialog ref={focusFirstField} role={role} className={className ? `dialog ${className}` : "dialog"}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

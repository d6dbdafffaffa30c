import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { type ConfirmOptions, DEFAULT_CONFIRM_TEXT } from "../../core/domain/dialogs.ts"
import { answerConfirm, useDialogState } from "../lib/dialog-state.ts"

export interface ConfirmDialogProps {
  /** The question while it is asked; null when closed. */
  readonly confirm: ConfirmOptions | null
  /** True on confirm; false on cancel or dismissal. */
  readonly onAnswer: (confirmed: boolean) => void
}

/**
 * The generic confirm dialog of spec section 2 (title, body, confirm text defaulting to OK, an
 * optional cancel). A machine that asks before acting renders it from its `confirming` state and
 * turns the answer into its confirm or cancel event.
 */
export function ConfirmDialog({ confirm, onAnswer }: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={confirm !== null}
      isDismissable={confirm?.cancelText !== undefined}
      onOpenChange={(nowOpen) => (nowOpen ? undefined : onAnswer(false))}
    >
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          {confirm ? (
            <>
              <Heading slot="title">{confirm.title}</Heading>
              <p>{confirm.body}</p>
              <div className="dialog-actions">
                {confirm.cancelText !== undefined ? (
                  <Button className="button button-secondary" onPress={() => onAnswer(false)}>
                    {confirm.cancelText}
                  </Button>
                ) : null}
                <Button className="button button-primary" autoFocus onPress={() => onAnswer(true)}>
                  {confirm.confirmText ?? DEFAULT_CONFIRM_TEXT}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The app's one confirm dialog for questions that no machine owns (leaving a screen with a draft). */
export function ConfirmDialogHost() {
  const { open, confirm } = useDialogState()
  return <ConfirmDialog confirm={open === "confirm" ? confirm : null} onAnswer={answerConfirm} />
}

import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { DEFAULT_CONFIRM_TEXT } from "../../core/domain/dialogs.ts"
import { answerConfirm, useDialogState } from "../lib/dialog-state.ts"

/**
 * The generic confirm dialog of spec section 2 (title, body, confirm text defaulting to OK, an
 * optional cancel). Mounted once by the app; screens call `confirmDialog(...)` and await the answer.
 */
export function ConfirmDialogHost() {
  const { open, confirm } = useDialogState()
  const isOpen = open === "confirm" && confirm !== null
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      isDismissable={confirm?.cancelText !== undefined}
      onOpenChange={(nowOpen) => (nowOpen ? undefined : answerConfirm(false))}
    >
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          {confirm ? (
            <>
              <Heading slot="title">{confirm.title}</Heading>
              <p>{confirm.body}</p>
              <div className="dialog-actions">
                {confirm.cancelText !== undefined ? (
                  <Button className="button button-secondary" onPress={() => answerConfirm(false)}>
                    {confirm.cancelText}
                  </Button>
                ) : null}
                <Button className="button button-primary" autoFocus onPress={() => answerConfirm(true)}>
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

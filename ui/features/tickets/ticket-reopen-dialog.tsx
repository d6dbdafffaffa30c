import { useSelector } from "@xstate/react"
import type { FormEvent } from "react"
import { Button } from "react-aria-components"
import { REOPEN_RULES } from "../../../core/machines/ticket-customer-close/ticket-customer-close.machine.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { reopenFailureText } from "../../lib/failure-messages.ts"
import type { TicketCustomerCloseRef, TicketPageRef } from "./ticket-refs.ts"

/**
 * 'Reopen ticket' (issue 28): a comment saying why, then the reopen. The server decides (403, 409
 * when it is not closed or the reopen period ended); its refusal shows in the dialog.
 */
export function TicketReopenDialog({
  machine,
  page,
}: {
  readonly machine: TicketCustomerCloseRef
  readonly page: TicketPageRef
}) {
  const open = useSelector(machine, (s) => s.matches("reopenEditing") || s.matches("reopening"))
  const reopening = useSelector(machine, (s) => s.matches("reopening"))
  const value = useSelector(machine, (s) => s.context.comment)
  const invalid = useSelector(machine, (s) => (s.matches("reopenEditing") ? s.context.invalid : null))
  const failure = useSelector(machine, (s) =>
    s.matches("reopenEditing") ? reopenFailureText(s.context.error) : null,
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    page.send({ type: "reopen.submit" })
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => page.send({ type: "reopen.open" })}
      >
        Reopen ticket
      </button>
      <PortalDialog
        title="Reopen ticket"
        role="alertdialog"
        isOpen={open}
        isDismissable={!reopening}
        onClose={() => page.send({ type: "reopen.cancel" })}
        className="ticket-close-dialog"
      >
        <p className="page-note">The ticket becomes open again; its subscribers are notified.</p>
        <form onSubmit={submit} aria-busy={reopening}>
          <div className="field">
            <label htmlFor="ticket-reopen-comment">{REOPEN_RULES.comment.label}</label>
            <textarea
              id="ticket-reopen-comment"
              rows={4}
              value={value}
              maxLength={(REOPEN_RULES.comment.maxLength ?? 2000) + 1}
              disabled={reopening}
              aria-invalid={invalid !== null || undefined}
              aria-describedby="ticket-reopen-error"
              onChange={(e) => page.send({ type: "reopen.input", value: e.target.value })}
              onBlur={() => page.send({ type: "reopen.blur" })}
            />
            <p id="ticket-reopen-error" className="field-error">
              {invalid}
            </p>
          </div>
          {failure !== null ? <ErrorAlert message={failure} /> : null}
          <div className="dialog-actions">
            <Button
              className="button button-secondary"
              isDisabled={reopening}
              onPress={() => page.send({ type: "reopen.cancel" })}
            >
              Cancel
            </Button>
            <Button type="submit" className="button button-primary" isDisabled={reopening}>
              {reopening ? "Reopening..." : "Reopen ticket"}
            </Button>
          </div>
        </form>
      </PortalDialog>
    </>
  )
}

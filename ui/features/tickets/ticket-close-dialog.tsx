import { useSelector } from "@xstate/react"
import type { FormEvent } from "react"
import { Button } from "react-aria-components"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { SOLUTION_RULES } from "../../../core/machines/ticket-close/ticket-close.machine.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { closeFailureText } from "../../lib/failure-messages.ts"
import type { TicketCloseRef, TicketPageRef } from "./ticket-refs.ts"

/**
 * 'Close ticket' for provider staff (issue 14): asks for the solution the customer will read, then
 * closes the ticket. The server decides (403 for anyone else, 409 when it is no longer open); its
 * refusal shows in the dialog, which stays open with the text.
 */
export function TicketCloseDialog({
  close,
  page,
}: {
  readonly close: TicketCloseRef
  readonly page: TicketPageRef
}) {
  const open = useSelector(close, (s) => !s.matches("idle"))
  const closing = useSelector(close, (s) => s.matches("closing"))
  const value = useSelector(close, (s) => s.context.solution)
  const invalid = useSelector(close, (s) => s.context.invalid)
  const failure = useSelector(close, (s) => closeFailureText(s.context.error))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    page.send({ type: "close.submit" })
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => page.send({ type: "close.open" })}
      >
        Close ticket
      </button>
      <PortalDialog
        title="Close ticket"
        role="alertdialog"
        isOpen={open}
        isDismissable={!closing}
        onClose={() => page.send({ type: "close.cancel" })}
        className="ticket-close-dialog"
      >
        <p className="page-note">
          The ticket becomes closed with today's completed date; its subscribers are notified.
        </p>
        <form onSubmit={submit} aria-busy={closing}>
          <div className="field">
            <label htmlFor="ticket-solution">{SOLUTION_RULES.label}</label>
            <textarea
              id="ticket-solution"
              rows={5}
              value={value}
              maxLength={(SOLUTION_RULES.maxLength ?? 4000) + 1}
              disabled={closing}
              aria-invalid={invalid !== null || undefined}
              aria-describedby={invalid !== null ? "ticket-solution-error" : undefined}
              onChange={(e) => page.send({ type: "close.input", value: e.target.value })}
              onBlur={() => page.send({ type: "close.blur" })}
            />
            <p id="ticket-solution-error" className="field-error">
              {invalid}
            </p>
          </div>
          {failure !== null ? <ErrorAlert message={failure} /> : null}
          <div className="dialog-actions">
            <Button
              className="button button-secondary"
              isDisabled={closing}
              onPress={() => page.send({ type: "close.cancel" })}
            >
              Cancel
            </Button>
            <Button type="submit" className="button button-primary" isDisabled={closing}>
              {closing ? "Closing..." : "Close ticket"}
            </Button>
          </div>
        </form>
      </PortalDialog>
    </>
  )
}

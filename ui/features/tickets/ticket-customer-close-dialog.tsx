import { useSelector } from "@xstate/react"
import type { FormEvent } from "react"
import { Button } from "react-aria-components"
import { CLOSE_REASON_LABELS, CLOSE_REASONS } from "../../../core/domain/tickets/customer-close.ts"
import { CUSTOMER_CLOSE_RULES } from "../../../core/machines/ticket-customer-close/ticket-customer-close.machine.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { closeFailureText } from "../../lib/failure-messages.ts"
import type { TicketCustomerCloseRef, TicketPageRef } from "./ticket-refs.ts"

/**
 * The customer's 'Close ticket' (issue 28): a reason (details required for 'Other'), then the
 * close. The server decides (403, 409 when it is no longer open); its refusal shows in the dialog.
 */
export function TicketCustomerCloseDialog({
  machine,
  page,
  reopenDays,
}: {
  readonly machine: TicketCustomerCloseRef
  readonly page: TicketPageRef
  /** The configured reopen period (PORTAL_REOPEN_DAYS), told before closing. */
  readonly reopenDays: number
}) {
  const open = useSelector(machine, (s) => s.matches("closeEditing") || s.matches("closing"))
  const closing = useSelector(machine, (s) => s.matches("closing"))
  const reason = useSelector(machine, (s) => s.context.reason)
  const text = useSelector(machine, (s) => s.context.text)
  const invalid = useSelector(machine, (s) => (s.matches("closeEditing") ? s.context.invalid : null))
  const failure = useSelector(machine, (s) =>
    s.matches("closeEditing") ? closeFailureText(s.context.error) : null,
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    page.send({ type: "customerClose.submit" })
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => page.send({ type: "customerClose.open" })}
      >
        Close ticket
      </button>
      <PortalDialog
        title="Close ticket"
        role="alertdialog"
        isOpen={open}
        isDismissable={!closing}
        onClose={() => page.send({ type: "customerClose.cancel" })}
        className="ticket-close-dialog"
      >
        <p className="page-note">
          The ticket becomes closed; you can reopen it within {reopenDays} days if the problem returns.
        </p>
        <form onSubmit={submit} aria-busy={closing}>
          <fieldset className="field reason-choices" aria-describedby="ticket-reason-error">
            <legend>{CUSTOMER_CLOSE_RULES.reason.label}</legend>
            {CLOSE_REASONS.map((r) => (
              <label key={r} className="reason-choice">
                <input
                  type="radio"
                  name="ticket-close-reason"
                  value={r}
                  checked={reason === r}
                  disabled={closing}
                  onChange={() => page.send({ type: "customerClose.reason", reason: r })}
                />
                {CLOSE_REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="ticket-close-text">
              {CUSTOMER_CLOSE_RULES.text.label}
              {reason === "other" ? "" : " (optional)"}
            </label>
            <textarea
              id="ticket-close-text"
              rows={3}
              value={text}
              maxLength={(CUSTOMER_CLOSE_RULES.text.maxLength ?? 2000) + 1}
              disabled={closing}
              aria-invalid={invalid !== null || undefined}
              aria-describedby="ticket-reason-error"
              onChange={(e) => page.send({ type: "customerClose.text", value: e.target.value })}
            />
            <p id="ticket-reason-error" className="field-error">
              {invalid}
            </p>
          </div>
          {failure !== null ? <ErrorAlert message={failure} /> : null}
          <div className="dialog-actions">
            <Button
              className="button button-secondary"
              isDisabled={closing}
              onPress={() => page.send({ type: "customerClose.cancel" })}
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

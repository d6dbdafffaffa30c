import { useSelector } from "@xstate/react"
import { CLOSE_REASON_LABELS, CLOSE_REASONS } from "../../../core/domain/tickets/customer-close.ts"
import { CUSTOMER_CLOSE_RULES } from "../../../core/machines/ticket-customer-close/ticket-customer-close.machine.ts"
import { closeFailureText } from "../../lib/failure-messages.ts"
import { TicketActionDialog, TicketTextField } from "./ticket-action-dialog.tsx"
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
  return (
    <TicketActionDialog
      action="Close ticket"
      busyLabel="Closing..."
      isOpen={open}
      busy={closing}
      note={`The ticket becomes closed; you can reopen it within ${reopenDays} days if the problem returns.`}
      failure={failure}
      onOpen={() => page.send({ type: "customerClose.open" })}
      onCancel={() => page.send({ type: "customerClose.cancel" })}
      onSubmit={() => page.send({ type: "customerClose.submit" })}
    >
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
      <TicketTextField
        id="ticket-close-text"
        label={`${CUSTOMER_CLOSE_RULES.text.label}${reason === "other" ? "" : " (optional)"}`}
        rows={3}
        value={text}
        maxLength={CUSTOMER_CLOSE_RULES.text.maxLength ?? 2000}
        disabled={closing}
        invalid={invalid}
        errorId="ticket-reason-error"
        onChange={(value) => page.send({ type: "customerClose.text", value })}
      />
    </TicketActionDialog>
  )
}

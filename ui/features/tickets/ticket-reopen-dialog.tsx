import { useSelector } from "@xstate/react"
import { REOPEN_RULES } from "../../../core/machines/ticket-customer-close/ticket-customer-close.machine.ts"
import { reopenFailureText } from "../../lib/failure-messages.ts"
import { TicketActionDialog, TicketTextField } from "./ticket-action-dialog.tsx"
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
  return (
    <TicketActionDialog
      action="Reopen ticket"
      busyLabel="Reopening..."
      isOpen={open}
      busy={reopening}
      note="The ticket becomes open again; its subscribers are notified."
      failure={failure}
      onOpen={() => page.send({ type: "reopen.open" })}
      onCancel={() => page.send({ type: "reopen.cancel" })}
      onSubmit={() => page.send({ type: "reopen.submit" })}
    >
      <TicketTextField
        id="ticket-reopen-comment"
        label={REOPEN_RULES.comment.label}
        rows={4}
        value={value}
        maxLength={REOPEN_RULES.comment.maxLength ?? 2000}
        disabled={reopening}
        invalid={invalid}
        errorId="ticket-reopen-error"
        onChange={(value) => page.send({ type: "reopen.input", value })}
        onBlur={() => page.send({ type: "reopen.blur" })}
      />
    </TicketActionDialog>
  )
}

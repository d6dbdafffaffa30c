import { useSelector } from "@xstate/react"
import { SOLUTION_RULES } from "../../../core/machines/ticket-close/ticket-close.machine.ts"
import { closeFailureText } from "../../lib/failure-messages.ts"
import { TicketActionDialog, TicketTextField } from "./ticket-action-dialog.tsx"
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
  return (
    <TicketActionDialog
      action="Close ticket"
      busyLabel="Closing..."
      isOpen={open}
      busy={closing}
      note="The ticket becomes closed with today's completed date; its subscribers are notified."
      failure={failure}
      onOpen={() => page.send({ type: "close.open" })}
      onCancel={() => page.send({ type: "close.cancel" })}
      onSubmit={() => page.send({ type: "close.submit" })}
    >
      <TicketTextField
        id="ticket-solution"
        label={SOLUTION_RULES.label}
        rows={5}
        value={value}
        maxLength={SOLUTION_RULES.maxLength ?? 4000}
        disabled={closing}
        invalid={invalid}
        errorId="ticket-solution-error"
        describedWhenInvalid
        onChange={(value) => page.send({ type: "close.input", value })}
        onBlur={() => page.send({ type: "close.blur" })}
      />
    </TicketActionDialog>
  )
}

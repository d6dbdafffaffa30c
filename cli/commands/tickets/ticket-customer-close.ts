import { type Actor, waitFor } from "xstate"
import { CLOSE_REASONS, type CloseReason } from "../../../core/domain/tickets/customer-close.ts"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import type { TicketDetail } from "../../../core/schema/ticket.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { SignedIn } from "../shared/signed-in.ts"

type TicketPage = Actor<PortalMachines["ticketPage"]>

/** The `--reason` option: one of the customer's close reasons (core/domain/tickets/customer-close.ts). */
export const parseCloseReason = (value: string): CloseReason => {
  const reason = CLOSE_REASONS.find((r) => r.toLowerCase() === value.trim().toLowerCase())
  if (reason === undefined) throw usageError(`--reason must be one of ${CLOSE_REASONS.join(", ")}`)
  return reason
}

/**
 * Drives the page's customer close/reopen machine as the detail's dialogs do: opens the dialog,
 * fills it, refuses what its rule refuses (exit 2) and waits for the server's answer (a refusal
 * exits 1 with the server's reason).
 */
export const throughCustomerClose = async (
  page: TicketPage,
  ticketId: number,
  action: { readonly reason: CloseReason; readonly text?: string } | { readonly comment: string },
  s: SignedIn,
): Promise<TicketDetail> => {
  const child = page.getSnapshot().children.customerClose!
  const announced = "comment" in action ? "ticket.reopened" : "ticket.closed"
  let done: TicketDetail | null = null
  const subscription = page.on(announced, (event) => {
    done = event.ticket
  })
  try {
    if ("comment" in action) {
      page.send({ type: "reopen.open" })
      page.send({ type: "reopen.input", value: action.comment })
      page.send({ type: "reopen.submit" })
    } else {
      page.send({ type: "customerClose.open" })
      page.send({ type: "customerClose.reason", reason: action.reason })
      page.send({ type: "customerClose.text", value: action.text ?? "" })
      page.send({ type: "customerClose.submit" })
    }
    const invalid = child.getSnapshot().context.invalid
    if (invalid !== null) throw usageError(invalid)
    const end = await waitFor(child, (snap) => !snap.matches("closing") && !snap.matches("reopening"))
    const verb = "comment" in action ? "reopen" : "close"
    if (done === null) throw s.failure(`could not ${verb} ticket #${ticketId}`, end.context.error)
    return done as TicketDetail
  } finally {
    subscription.unsubscribe()
  }
}

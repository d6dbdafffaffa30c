import { useSelector } from "@xstate/react"
import { mayCloseTicket } from "../../../core/domain/tickets/close.ts"
import { mayCustomerClose, mayReopen } from "../../../core/domain/tickets/customer-close.ts"
import type { TicketDetail } from "../../../core/schema/ticket.ts"
import { selectUser } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { TicketCloseDialog } from "./ticket-close-dialog.tsx"
import { TicketCustomerCloseDialog } from "./ticket-customer-close-dialog.tsx"
import type { TicketCloseRef, TicketCustomerCloseRef, TicketPageRef } from "./ticket-refs.ts"
import { TicketReopenDialog } from "./ticket-reopen-dialog.tsx"

/**
 * The actions above a ticket's fields, as the domain rules offer them: staff's 'Close ticket' (issue
 * 14); the customer's 'Close ticket' and, within the reopen period, 'Reopen ticket' (issue 28).
 */
export function TicketActions({
  ticket,
  close,
  customerClose,
  page,
}: {
  readonly ticket: TicketDetail
  readonly close: TicketCloseRef
  readonly customerClose: TicketCustomerCloseRef
  readonly page: TicketPageRef
}) {
  const { auth, config } = usePortal()
  const user = useSelector(auth, selectUser)
  const actor = { userid: user?.userid ?? null, roleid: user?.roleid, email: user?.email }
  const staff = mayCloseTicket(user?.roleid, ticket.ticketstatus)
  const customerCloses = mayCustomerClose(actor, ticket)
  const reopens = mayReopen(actor, ticket, new Date(), config.reopenDays)
  if (!staff && !customerCloses && !reopens) return null
  return (
    <div className="ticket-actions">
      {staff ? <TicketCloseDialog close={close} page={page} /> : null}
      {customerCloses ? (
        <TicketCustomerCloseDialog machine={customerClose} page={page} reopenDays={config.reopenDays} />
      ) : null}
      {reopens ? <TicketReopenDialog machine={customerClose} page={page} /> : null}
    </div>
  )
}

import { type Actor, waitFor } from "xstate"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import type { TicketDetail } from "../../../core/schema/ticket.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { parseTicketId } from "./list-options.ts"
import { type SignedIn, withSignedIn } from "../shared/signed-in.ts"
import { parseCloseReason, throughCustomerClose } from "./ticket-customer-close.ts"

export interface TicketsCloseOptions {
  readonly id: string
  readonly solution?: string | undefined
  /** The customer's close (issue 28): resolved, notNeeded or other (with --text). */
  readonly reason?: string | undefined
  readonly text?: string | undefined
}

export interface TicketsCloseResult {
  readonly ticketid: number
  readonly ticketstatus: string
  readonly solution: string | null
  readonly completeddateutc: string | null
}

type TicketPage = Actor<PortalMachines["ticketPage"]>

/** Closes through the page's close dialog machine, as the 'Close ticket' action does on screen. */
const closeThroughPage = async (page: TicketPage, ticketId: number, solution: string, s: SignedIn) => {
  const close = page.getSnapshot().children.close!
  let closed: TicketDetail | null = null
  const subscription = page.on("ticket.closed", (event) => {
    closed = event.ticket
  })
  try {
    page.send({ type: "close.open" })
    page.send({ type: "close.change", value: solution })
    const invalid = close.getSnapshot().context.invalid
    if (invalid !== null) throw usageError(`the solution is not valid: ${invalid}`)
    page.send({ type: "close.submit" })
    const done = await waitFor(close, (snap) => !snap.matches("closing"))
    if (closed === null) throw s.failure(`could not close ticket #${ticketId}`, done.context.error)
    return closed as TicketDetail
  } finally {
    subscription.unsubscribe()
  }
}

/**
 * `portal tickets close <id> --solution <text>`: provider staff close an open ticket (status C,
 * completed now); its subscribers are notified. `--reason <reason> [--text <text>]`: the ticket's
 * contact, creator or company admin closes it as the customer. Others get the server's refusal (403),
 * a closed ticket its 409 message; both exit non-zero.
 */
export const run = (options: TicketsCloseOptions, deps: CliDeps): Promise<TicketsCloseResult> => {
  const ticketid = parseTicketId(options.id)
  if (options.solution !== undefined && options.reason !== undefined)
    throw usageError("give --solution (provider staff) or --reason (the customer), not both")
  if (options.solution === undefined && options.reason === undefined)
    throw usageError(
      "give --solution <text>: what was done to solve it (staff), or --reason <reason> (customers)",
    )
  const solution = options.solution
  const reason = options.reason === undefined ? undefined : parseCloseReason(options.reason)
  return withSignedIn(deps, async (s) => {
    const page = startMachine(deps, "ticketPage", { ticketId: ticketid })
    try {
      const t =
        reason === undefined
          ? await closeThroughPage(page, ticketid, solution ?? "", s)
          : await throughCustomerClose(
              page,
              ticketid,
              { reason, ...(options.text ? { text: options.text } : {}) },
              s,
            )
      return {
        ticketid: t.ticketid,
        ticketstatus: t.ticketstatus,
        solution: t.solution ?? null,
        completeddateutc: t.completeddateutc ?? null,
      }
    } finally {
      page.stop()
    }
  })
}

export const render = (result: TicketsCloseResult): string =>
  `Closed Service Ticket #${result.ticketid} (status ${result.ticketstatus}, completed ${result.completeddateutc ?? "-"}).`

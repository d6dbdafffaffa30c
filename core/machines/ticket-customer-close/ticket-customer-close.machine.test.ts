import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { TicketDetail, TicketItem } from "../../schema/ticket.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { ticketCustomerCloseMachine } from "./ticket-customer-close.machine.ts"
import type { CustomerCloseInput, ReopenInput } from "./ticket-customer-close.types.ts"

const closed = { ticketid: 7, ticketstatus: "C" } as TicketDetail
const reopened = { ticketid: 7, ticketstatus: "O" } as TicketDetail

const start = (
  customerClose = resolves<TicketItem, CustomerCloseInput>({ status: "success", item: closed }),
  reopenTicket = resolves<TicketItem, ReopenInput>({ status: "success", item: reopened }),
) =>
  createActor(ticketCustomerCloseMachine.provide({ actors: { customerClose, reopenTicket } }), {
    input: { ticketId: 7 },
  }).start()

describe("ticketCustomerCloseMachine", () => {
  it("opens either dialog empty; cancel goes back without a call; submits outside a dialog do nothing", () => {
    const calls: CustomerCloseInput[] = []
    const actor = start(resolves({ status: "success", item: closed }, calls))
    actor.send({ type: "customerClose.submit" })
    actor.send({ type: "reopen.submit" })
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "customerClose.open" })
    expect(actor.getSnapshot()).toMatchObject({ value: "closeEditing", context: { reason: null, text: "" } })
    actor.send({ type: "customerClose.cancel" })
    actor.send({ type: "reopen.open" })
    expect(actor.getSnapshot().value).toBe("reopenEditing")
    actor.send({ type: "reopen.cancel" })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(calls).toEqual([])
  })

  it.each([
    [[], "Choose a reason"],
    [[{ type: "customerClose.reason", reason: "other" }], "Say why the ticket is closed"],
    [
      [
        { type: "customerClose.reason", reason: "other" },
        { type: "customerClose.text", value: "   " },
      ],
      "Say why the ticket is closed",
    ],
  ] as const)("refuses to close after %j: %s", (events, message) => {
    const actor = start()
    actor.send({ type: "customerClose.open" })
    for (const e of events) actor.send(e)
    actor.send({ type: "customerClose.submit" })
    expect(actor.getSnapshot()).toMatchObject({ value: "closeEditing", context: { invalid: message } })
    // Picking a reason clears the message.
    actor.send({ type: "customerClose.reason", reason: "resolved" })
    expect(actor.getSnapshot().context.invalid).toBeNull()
  })

  it("closes with the reason and trimmed details, and announces the closed ticket", async () => {
    const calls: CustomerCloseInput[] = []
    const actor = start(resolves({ status: "success", item: closed }, calls))
    const announced: TicketDetail[] = []
    actor.on("ticket.closed", (e) => announced.push(e.ticket))
    actor.send({ type: "customerClose.open" })
    actor.send({ type: "customerClose.reason", reason: "other" })
    actor.send({ type: "customerClose.text", value: "  Moved away  " })
    actor.send({ type: "customerClose.submit" })
    expect(actor.getSnapshot().value).toBe("closing")
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toEqual([{ ticketid: 7, payload: { reason: "other", text: "Moved away" } }])
    expect(announced).toEqual([closed])
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, text: "" })
  })

  it("leaves empty details out of the call", async () => {
    const calls: CustomerCloseInput[] = []
    const actor = start(resolves({ status: "success", item: closed }, calls))
    actor.send({ type: "customerClose.open" })
    actor.send({ type: "customerClose.reason", reason: "notNeeded" })
    actor.send({ type: "customerClose.submit" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toEqual([{ ticketid: 7, payload: { reason: "notNeeded" } }])
  })

  it("keeps the dialog and the failure when the server refuses a close", async () => {
    const actor = start(rejects({ _tag: "Conflict", message: "Service Ticket #7 is not open" }))
    actor.send({ type: "customerClose.open" })
    actor.send({ type: "customerClose.reason", reason: "resolved" })
    actor.send({ type: "customerClose.submit" })
    await waitFor(actor, (s) => s.matches("closeEditing") && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ reason: "resolved", error: { _tag: "Conflict" } })
  })

  it("reopens with the trimmed comment after the comment rule passes, and announces it", async () => {
    const calls: ReopenInput[] = []
    const actor = start(undefined, resolves({ status: "success", item: reopened }, calls))
    const announced: TicketDetail[] = []
    actor.on("ticket.reopened", (e) => announced.push(e.ticket))
    actor.send({ type: "reopen.open" })
    actor.send({ type: "reopen.blur" })
    expect(actor.getSnapshot().context.invalid).toBe("Comment is required")
    actor.send({ type: "reopen.input", value: "x".repeat(2001) })
    actor.send({ type: "reopen.submit" })
    expect(actor.getSnapshot().context.invalid).toBe("Comment must be less than 2000 characters")
    actor.send({ type: "reopen.input", value: "  Jams again  " })
    actor.send({ type: "reopen.submit" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toEqual([{ ticketid: 7, payload: { comment: "Jams again" } }])
    expect(announced).toEqual([reopened])
  })

  it("keeps the comment and the failure when the reopen period ended", async () => {
    const failure = { _tag: "Conflict", message: "Service Ticket #7 was closed more than 14 days ago" }
    const actor = start(undefined, rejects(failure))
    actor.send({ type: "reopen.open" })
    actor.send({ type: "reopen.input", value: "Back" })
    actor.send({ type: "reopen.submit" })
    await waitFor(actor, (s) => s.matches("reopenEditing") && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ comment: "Back", error: failure })
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { TicketDetail, TicketItem } from "../../schema/ticket.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { type CloseInput, ticketCloseMachine } from "./ticket-close.machine.ts"

const closed = { ticketid: 7, ticketstatus: "C", solution: "Fixed" } as TicketDetail

describe("ticketCloseMachine", () => {
  const start = (closeTicket = resolves<TicketItem, CloseInput>({ status: "success", item: closed })) =>
    createActor(ticketCloseMachine.provide({ actors: { closeTicket } }), { input: { ticketId: 7 } }).start()

  it("opens empty, and cancel goes back to idle without a call", () => {
    const calls: CloseInput[] = []
    const actor = start(resolves({ status: "success", item: closed }, calls))
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "close.submit" })
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "close.open" })
    expect(actor.getSnapshot()).toMatchObject({ value: "editing", context: { solution: "", error: null } })
    actor.send({ type: "close.cancel" })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(calls).toEqual([])
  })

  it.each([
    ["", "Solution is required"],
    ["   ", "Solution is required"],
    ["x".repeat(4001), "Solution must be less than 4000 characters"],
  ])("rejects %j", (value, message) => {
    const actor = start()
    actor.send({ type: "close.open" })
    actor.send({ type: "close.input", value })
    expect(actor.getSnapshot().context.invalid).toBeNull()
    actor.send({ type: "close.submit" })
    expect(actor.getSnapshot()).toMatchObject({ value: "editing", context: { invalid: message } })
  })

  it("closes with the trimmed solution and announces the closed ticket", async () => {
    const calls: CloseInput[] = []
    const actor = start(resolves({ status: "success", item: closed }, calls))
    const announced: TicketDetail[] = []
    actor.on("ticket.closed", (e) => announced.push(e.ticket))
    actor.send({ type: "close.open" })
    actor.send({ type: "close.change", value: "  Fixed  " })
    actor.send({ type: "close.submit" })
    expect(actor.getSnapshot().value).toBe("closing")
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toEqual([{ ticketid: 7, payload: { solution: "Fixed" } }])
    expect(announced).toEqual([closed])
  })

  it("keeps the dialog, the text and the failure when the server refuses", async () => {
    const actor = start(rejects({ _tag: "Conflict", message: "Service Ticket #7 is already closed" }))
    actor.send({ type: "close.open" })
    actor.send({ type: "close.change", value: "Fixed" })
    actor.send({ type: "close.submit" })
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      solution: "Fixed",
      error: { _tag: "Conflict", message: "Service Ticket #7 is already closed" },
    })
  })
})

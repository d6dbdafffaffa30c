import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { MAX_ATTACHMENT_BYTES } from "../../domain/tickets/attachments.ts"
import { MAX_FILES_PER_NEW_TICKET } from "../../domain/tickets/new-ticket-files.ts"
import { PayloadTooLarge } from "../../schema/errors.ts"
import type { NewTicket, NewTicketResult } from "../../schema/ticket.ts"
import { deferred, resolves } from "../../testing/fake-actors.ts"
import type { NewTicketWithFilesInput } from "./new-ticket.files.ts"
import { newTicketMachine } from "./new-ticket.machine.ts"

const file = (id: string, size = 100) => ({
  id,
  name: `${id}.pdf`,
  size,
  body: new Blob([new Uint8Array(size)]),
})
const result: NewTicketResult = { status: "success", ticketid: 77 }

const start = (
  createTicketWithFiles = resolves<NewTicketResult, NewTicketWithFilesInput>(result),
  createTicket = resolves<NewTicketResult, NewTicket>({ status: "success", ticketid: 5 }),
) => {
  const actor = createActor(newTicketMachine.provide({ actors: { createTicket, createTicketWithFiles } }), {
    input: { defaults: { contactname: "Ann Lee" } },
  }).start()
  actor.send({ type: "form.change", field: "agreementid", value: 4 })
  actor.send({ type: "form.change", field: "locationid", value: 9 })
  actor.send({ type: "form.change", field: "problem", value: "Jammed" })
  return actor
}

describe("files with a new ticket", () => {
  it("adds several files, removes one before sending, and sends the rest with the ticket", async () => {
    const sent: NewTicketWithFilesInput[] = []
    const actor = start(resolves<NewTicketResult, NewTicketWithFilesInput>(result, sent))
    actor.send({ type: "files.add", files: [file("a"), file("b")] })
    actor.send({ type: "files.add", files: [file("c")] })
    actor.send({ type: "files.remove", id: "b" })
    expect(actor.getSnapshot().context.files.map((f) => f.name)).toEqual(["a.pdf", "c.pdf"])
    actor.send({ type: "form.submit" })
    const done = await waitFor(actor, (s) => s.status === "done")
    expect(done.context.ticketid).toBe(77)
    expect(sent[0]?.files.map((f) => f.name)).toEqual(["a.pdf", "c.pdf"])
    expect(sent[0]?.ticket).toMatchObject({ agreementid: 4, locationid: 9, problem: "Jammed" })
  })

  it("without files it creates the ticket as before (POST /v1/ticket)", async () => {
    const done = await waitFor(
      (() => {
        const a = start()
        a.send({ type: "form.submit" })
        return a
      })(),
      (s) => s.status === "done",
    )
    expect(done.context.ticketid).toBe(5)
  })

  it.each([
    ["an empty file", [file("e", 0)], { kind: "empty", name: "e.pdf" }],
    ["a file over 10 MB", [file("big", MAX_ATTACHMENT_BYTES + 1)], { kind: "tooLarge", name: "big.pdf" }],
    [
      "too many files",
      Array.from({ length: MAX_FILES_PER_NEW_TICKET + 1 }, (_, i) => file(`f${i}`)),
      { kind: "tooMany" },
    ],
  ])("refuses %s before sending, naming it, and keeps the list", (_, files, problem) => {
    const actor = start()
    actor.send({ type: "files.add", files: [file("kept")] })
    actor.send({ type: "files.add", files })
    expect(actor.getSnapshot().context.filesProblem).toEqual(problem)
    expect(actor.getSnapshot().context.files.map((f) => f.id)).toEqual(["kept"])
  })

  it("shows each file's progress while sending, and a refusal by the server brings the form back", async () => {
    const refusal = new PayloadTooLarge({ message: '"b.pdf" does not fit', limitBytes: 1 })
    const send = deferred<NewTicketResult, NewTicketWithFilesInput>()
    const actor = start(send.logic)
    actor.send({ type: "files.add", files: [file("a"), file("b")] })
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().matches("submittingWithFiles")).toBe(true)
    actor.send({ type: "files.progress", loaded: 150, total: 200 })
    expect(actor.getSnapshot().context.files.map((f) => f.progress)).toEqual([1, 0.5])
    send.reject(refusal)
    const back = await waitFor(actor, (s) => s.matches("editing"))
    expect(back.context.error).toEqual(refusal)
    expect(back.context.files.map((f) => [f.name, f.progress])).toEqual([
      ["a.pdf", 0],
      ["b.pdf", 0],
    ])
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { CommentPayload, CommentResult, TicketActivity } from "../../schema/ticket.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { ticketCommentMachine } from "./ticket-comment.machine.ts"

const activity = { id: 5, description: "done" } as TicketActivity

describe("ticketCommentMachine", () => {
  const start = (postComment = resolves<CommentResult, CommentPayload>({ status: "ok", item: activity })) =>
    createActor(ticketCommentMachine.provide({ actors: { postComment } }), { input: { ticketId: 7 } }).start()

  it.each([
    ["", "Comment is required"],
    ["   ", "Comment is required"],
    ["x".repeat(2001), "Comment must be less than 2000 characters"],
  ])("rejects %j", (value, message) => {
    const actor = start()
    actor.send({ type: "comment.input", value })
    expect(actor.getSnapshot().context.invalid).toBeNull()
    actor.send({ type: "comment.submit" })
    expect(actor.getSnapshot()).toMatchObject({ value: "editing", context: { invalid: message } })
  })

  it("posts the trimmed comment with activity 3 and application 1, then clears it", async () => {
    const calls: CommentPayload[] = []
    const actor = start(resolves({ status: "ok", item: activity }, calls))
    const posted: TicketActivity[] = []
    actor.on("comment.posted", (e) => posted.push(e.activity))
    actor.send({ type: "comment.change", value: " Thanks " })
    actor.send({ type: "comment.submit" })
    expect(actor.getSnapshot().value).toBe("posting")
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls).toEqual([{ comment: "Thanks", ticketid: 7, activityid: 3, applicationid: 1 }])
    expect(posted).toEqual([activity])
    expect(actor.getSnapshot().context.comment).toBe("")
  })

  it("keeps the text and the error when posting fails", async () => {
    const actor = start(rejects({ _tag: "Forbidden", message: "no" }))
    actor.send({ type: "comment.change", value: "hi" })
    actor.send({ type: "comment.submit" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(actor.getSnapshot().context).toMatchObject({ comment: "hi", error: { _tag: "Forbidden" } })
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { SeenRequest } from "../../testing/fake-http.ts"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveTicketCommentMachine } from "./ticket-comment.actors.ts"

const call = (r: SeenRequest) => {
  const url = new URL(r.url)
  return `${r.method} ${url.pathname}${url.search}`
}

describe("ticket comment actors (live, fake transport)", () => {
  it("posts a comment with activityid 3 and applicationid 1 and emits the stored entry", async () => {
    const entry = {
      id: 9,
      ticketid: 7,
      activityid: 3,
      applicationid: 1,
      description: "On my way",
      createdby: "Ada Lovelace",
      createddateutc: "2026-11-01T12:00:00Z",
      profileicon: null,
    }
    const { runtime, seen } = signedInRuntime(() => ({
      status: 200,
      body: { status: "success", item: entry },
    }))
    const actor = createActor(liveTicketCommentMachine(runtime), { input: { ticketId: 7 } }).start()
    const posted: unknown[] = []
    actor.on("comment.posted", (e) => posted.push(e.activity))
    actor.send({ type: "comment.input", value: "  On my way " })
    actor.send({ type: "comment.submit" })
    await waitFor(actor, (s) => s.matches("editing") && posted.length > 0)
    expect(seen.map(call)).toEqual(["POST /v1/activity/tickets"])
    expect(posted).toEqual([entry])
  })
})

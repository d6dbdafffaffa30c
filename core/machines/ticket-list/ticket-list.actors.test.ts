import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveTicketListMachine } from "./ticket-list.actors.ts"

describe("ticket list actors (live, fake transport)", () => {
  it("fetchPage sends the spec's list encoding to GET /v1/ticketdetails with the session header", async () => {
    const { runtime, seen } = signedInRuntime(() => ({ status: 200, body: { items: [], count: 0 } }))
    const actor = createActor(liveTicketListMachine(runtime), { input: {} }).start()
    actor.send({ type: "list.urlChange", params: { status: "closed", search: " pump ", agreements: "3,7" } })
    await waitFor(actor, (s) => s.matches("none"))
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe("/v1/ticketdetails")
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      os: "0",
      pl: "25",
      st: "-ticketid",
      ticketstatus: "(C),(P),(N)",
      agreementid: "(3),(7)",
      "problem(*)": "pump",
    })
    expect(seen[0]!.headers.authorization).toBe("EC s-1")
  })

  it("a 400 from the server reaches the machine as the tagged error", async () => {
    const { runtime } = signedInRuntime(() => ({
      status: 400,
      body: { _tag: "BadRequest", message: "os must be a whole number", field: "os" },
    }))
    const actor = createActor(liveTicketListMachine(runtime), { input: {} }).start()
    actor.send({ type: "list.load" })
    await waitFor(actor, (s) => s.matches("error"))
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "BadRequest", field: "os" })
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { DEFAULT_TICKET_LIST_PARAMS } from "../../domain/tickets/list-url.ts"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveTicketExportMachine } from "./ticket-export.actors.ts"

describe("ticket export actors", () => {
  it("asks GET /v1/excel/tickets for the URL, then fetches that file", async () => {
    const { runtime, seen } = signedInRuntime((request) =>
      request.url.includes("/v1/excel/tickets")
        ? { status: 200, body: { url: "/v1/excel/files/abcdef12-3456" } }
        : { status: 200, body: "sheet" },
    )
    const actor = createActor(liveTicketExportMachine(runtime)).start()
    const ready: Uint8Array[] = []
    actor.on("export.ready", (e) => ready.push(e.data))
    actor.send({ type: "export.start", params: DEFAULT_TICKET_LIST_PARAMS, timeZone: "Europe/Paris" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      "/v1/excel/tickets",
      "/v1/excel/files/abcdef12-3456",
    ])
    expect(new URL(seen[0]!.url).searchParams.get("timezone")).toBe("Europe/Paris")
    expect(new TextDecoder().decode(ready[0])).toBe('"sheet"')
  })

  it("an unexpected download URL is a readable failure, not a request", async () => {
    const { runtime, seen } = signedInRuntime(() => ({
      status: 200,
      body: { url: "https://elsewhere.test/x" },
    }))
    const actor = createActor(liveTicketExportMachine(runtime)).start()
    actor.send({ type: "export.start", params: DEFAULT_TICKET_LIST_PARAMS, timeZone: "UTC" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "NotFound" })
    expect(seen).toHaveLength(1)
  })

  it("keeps the server's 429 (one export at a time) as a typed failure with its message, fetching nothing", async () => {
    const message = "Your previous export is still being prepared. Wait until it is ready, then try again."
    const { runtime, seen } = signedInRuntime(() => ({
      status: 429,
      body: { _tag: "TooManyRequests", message, retryAfterSeconds: 5 },
    }))
    const actor = createActor(liveTicketExportMachine(runtime)).start()
    actor.send({ type: "export.start", params: DEFAULT_TICKET_LIST_PARAMS, timeZone: "UTC" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toMatchObject({
      _tag: "TooManyRequests",
      message,
      retryAfterSeconds: 5,
    })
    expect(seen).toHaveLength(1)
  })
})

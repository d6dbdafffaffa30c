import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { DEFAULT_TICKET_LIST_PARAMS } from "../../domain/tickets/list-url.ts"
import { TicketExportQuery } from "../../schema/ticket-list-query.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { type RequestExportInput, ticketExportMachine } from "./ticket-export.machine.ts"

const bytes = new Uint8Array([0x50, 0x4b, 3, 4])
const url = "/v1/excel/files/abcdef12-3456"

const start = (actors: Partial<Parameters<typeof ticketExportMachine.provide>[0]["actors"]> = {}) =>
  createActor(
    ticketExportMachine.provide({
      actors: { requestExport: resolves({ url }), fetchExport: resolves<Uint8Array>(bytes), ...actors },
    }),
  ).start()

const params = {
  ...DEFAULT_TICKET_LIST_PARAMS,
  page: 3,
  status: "closed" as const,
  search: "  pump ",
  sort: "problem" as const,
  sortDirection: "asc" as const,
}

describe("ticketExportMachine", () => {
  it("asks for the URL with the filters and zone but no paging, then hands over the bytes", async () => {
    const requests: RequestExportInput[] = []
    const fetched: Array<{ url: string }> = []
    const actor = start({
      requestExport: resolves({ url }, requests),
      fetchExport: resolves<Uint8Array>(bytes, fetched),
    })
    const ready: Uint8Array[] = []
    actor.on("export.ready", (e) => ready.push(e.data))
    actor.send({ type: "export.start", params, timeZone: "Europe/Berlin" })
    expect(actor.getSnapshot().value).toBe("requesting")
    await waitFor(actor, (s) => s.matches("idle"))
    expect(Schema.encodeSync(TicketExportQuery)(requests[0]!.query)).toEqual({
      st: "problem",
      ticketstatus: "(C),(P),(N)",
      "problem(*)": "pump",
      "ticketid(*)": "pump",
      "modelnumber(*)": "pump",
      "serialnumber(*)": "pump",
      "equipment(*)": "pump",
      "customerreferenceid(*)": "pump",
      "contactname(*)": "pump",
      timezone: "Europe/Berlin",
    })
    expect(fetched).toEqual([{ url }])
    expect(ready).toEqual([bytes])
    expect(actor.getSnapshot().context).toMatchObject({ url, error: null })
  })

  it("keeps the failure for the screen and clears it on dismiss", async () => {
    const failure = { _tag: "BadRequest", message: "bad calldate(btwn)" }
    const actor = start({ requestExport: rejects(failure) })
    actor.send({ type: "export.start", params, timeZone: "UTC" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(actor.getSnapshot().context.error).toEqual(failure)
    actor.send({ type: "export.dismiss" })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("a failed file download also ends in idle with the failure", async () => {
    const actor = start({ fetchExport: rejects({ _tag: "NotFound", message: "expired" }) })
    actor.send({ type: "export.start", params, timeZone: "UTC" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null)
    expect(actor.getSnapshot().context.url).toBe(url)
  })
})

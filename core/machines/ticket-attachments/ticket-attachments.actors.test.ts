import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { TicketFile } from "../../schema/document.ts"
import type { SeenRequest } from "../../testing/fake-http.ts"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveTicketAttachmentsMachine } from "./ticket-attachments.actors.ts"

const stored = (fileName: string): TicketFile => ({
  source: "DMS",
  fileName,
  dmsId: "0c6f3a1e-77b2",
  fileLocation: null,
  originalFileName: fileName,
  size: 5,
  createdDate: "2026-11-01T12:00:00Z",
  uploadedBy: "Ada Lovelace",
})

const call = (r: SeenRequest) => {
  const url = new URL(r.url)
  return `${r.method} ${url.pathname}${url.search}`
}

describe("ticket attachments actors (live, fake transport)", () => {
  it("uploads raw bytes with the file name, notifies once, then downloads a DMS file from /documents", async () => {
    const { runtime, seen } = signedInRuntime((r) => {
      if (r.url.includes("/attachment?")) return { status: 200, body: stored("plan.pdf") }
      if (r.url.includes("/notification")) return { status: 200, body: { status: "success" } }
      return { status: 200, body: "bytes" }
    })
    const actor = createActor(liveTicketAttachmentsMachine(runtime), { input: { ticketId: 7 } }).start()
    const events: string[] = []
    actor.on("*", (e) => events.push(e.type))
    actor.send({
      type: "attachment.add",
      files: [{ id: "u1", name: "plan.pdf", size: 5, body: new Blob(["12345"]) }],
    })
    await waitFor(actor, (s) => s.matches({ upload: "idle" }) && events.includes("attachments.changed"))
    expect(seen.map(call)).toEqual([
      "POST /v1/ticket/7/attachment?filename=plan.pdf",
      "POST /v1/ticket/attachment/notification?ticketID=7",
    ])
    expect(seen[0]!.headers["content-type"]).toBe("application/octet-stream")
    expect(seen[0]!.headers["content-length"]).toBe("5")

    const downloaded: Uint8Array[] = []
    actor.on("attachment.downloaded", (e) => downloaded.push(e.data))
    actor.send({ type: "attachment.download", file: stored("plan.pdf") })
    await waitFor(actor, () => downloaded.length > 0)
    expect(call(seen[2]!)).toBe("GET /documents/0c6f3a1e-77b2")
    expect(seen[2]!.headers.authorization).toBe("EC s-1")
  })

  it("a file of the portal's own store downloads through POST /v1/download/", async () => {
    const { runtime, seen } = signedInRuntime(() => ({
      status: 404,
      body: { _tag: "NotFound", message: "File plan.pdf was not found" },
    }))
    const actor = createActor(liveTicketAttachmentsMachine(runtime), { input: { ticketId: 7 } }).start()
    actor.send({
      type: "attachment.download",
      file: { ...stored("plan.pdf"), source: "New System", dmsId: null },
    })
    await waitFor(actor, (s) => s.context.downloadError !== null)
    expect(seen.map(call)).toEqual(["POST /v1/download/"])
    expect(actor.getSnapshot().context.downloadError).toMatchObject({
      _tag: "NotFound",
      message: "File plan.pdf was not found",
    })
  })
})

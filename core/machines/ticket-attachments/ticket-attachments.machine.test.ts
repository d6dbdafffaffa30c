import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { TicketFile } from "../../schema/document.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import {
  type AttachmentFile,
  ticketAttachmentsMachine,
  type UploadFileInput,
} from "./ticket-attachments.machine.ts"

describe("ticketAttachmentsMachine", () => {
  const picked = (id: string, size: number): AttachmentFile => ({
    id,
    name: `${id}.pdf`,
    size,
    body: new Blob(["x"]),
  })
  const stored = (input: UploadFileInput) =>
    ({ source: "New System", fileName: input.file.name }) as TicketFile
  type Actors = Partial<Parameters<typeof ticketAttachmentsMachine.provide>[0]["actors"]>
  const start = (actors: Actors = {}) =>
    createActor(
      ticketAttachmentsMachine.provide({
        actors: {
          uploadFile: resolves(stored),
          notifyAttachments: resolves<{ status: string }, { ticketId: number }>({ status: "ok" }),
          downloadFile: resolves<Uint8Array>(new TextEncoder().encode("data")),
          ...actors,
        },
      }),
      { input: { ticketId: 7 } },
    ).start()
  const uploadsIdle = (actor: ReturnType<typeof start>) =>
    waitFor(actor, (s) => s.matches({ upload: "idle" }))

  it("rejects empty and oversized files, uploads the rest one by one, then notifies once", async () => {
    const uploads: UploadFileInput[] = []
    const notified: Array<{ ticketId: number }> = []
    const actor = start({
      uploadFile: resolves(stored, uploads),
      notifyAttachments: resolves<{ status: string }, { ticketId: number }>({ status: "ok" }, notified),
    })
    const events: string[] = []
    actor.on("*", (e) => events.push(e.type))
    actor.send({
      type: "attachment.add",
      files: [picked("a", 10), picked("empty", 0), picked("big", 10 * 1024 * 1024 + 1), picked("b", 5)],
    })
    await uploadsIdle(actor)
    expect(uploads.map((u) => u.file.id)).toEqual(["a", "b"])
    expect(notified).toEqual([{ ticketId: 7 }])
    expect(events).toEqual(["attachment.uploaded", "attachment.uploaded", "attachments.changed"])
    expect(actor.getSnapshot().context.uploads.map((u) => [u.id, u.status, u.problem])).toEqual([
      ["a", "done", undefined],
      ["empty", "rejected", "empty"],
      ["big", "rejected", "tooLarge"],
      ["b", "done", undefined],
    ])
  })

  it("tracks progress and records a failed upload without notifying", async () => {
    const upload = deferred<TicketFile, UploadFileInput>()
    const notified: Array<{ ticketId: number }> = []
    const actor = start({
      uploadFile: upload.logic,
      notifyAttachments: resolves<{ status: string }, { ticketId: number }>({ status: "ok" }, notified),
    })
    actor.send({ type: "attachment.add", files: [picked("a", 100)] })
    actor.send({ type: "attachment.progress", id: "a", loaded: 50, total: 100 })
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: "uploading", progress: 0.5 })
    upload.reject({ _tag: "PayloadTooLarge", message: "too big", limitBytes: 1 })
    await uploadsIdle(actor)
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({
      status: "failed",
      error: { _tag: "PayloadTooLarge", message: "too big" },
    })
    expect(notified).toHaveLength(0)
    actor.send({ type: "attachment.dismiss", id: "a" })
    expect(actor.getSnapshot().context.uploads).toEqual([])
  })

  it("downloads a file and hands the bytes to the host", async () => {
    const file = { source: "DMS", fileName: "a.pdf", dmsId: "d1" } as TicketFile
    const actor = start()
    const got: TicketFile[] = []
    actor.on("attachment.downloaded", (e) => got.push(e.file))
    actor.send({ type: "attachment.download", file })
    expect(actor.getSnapshot().matches({ download: "downloading" })).toBe(true)
    await waitFor(actor, (s) => s.matches({ download: "idle" }))
    expect(got).toEqual([file])
  })

  it("a failed download keeps the typed failure until dismissed", async () => {
    const actor = start({ downloadFile: rejects({ _tag: "NotFound", message: "File not found" }) })
    actor.send({ type: "attachment.download", file: { fileName: "a" } as TicketFile })
    await waitFor(actor, (s) => s.matches({ download: "idle" }))
    expect(actor.getSnapshot().context.downloadError).toEqual({ _tag: "NotFound", message: "File not found" })
    actor.send({ type: "attachment.downloadDismiss" })
    expect(actor.getSnapshot().context.downloadError).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { TicketFile, TicketFiles } from "../../schema/document.ts"
import type { TicketActivity, TicketDetail, TicketItem } from "../../schema/ticket.ts"
import { TransportFailure } from "../../runtime/failures.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { type TicketIdInput, ticketDetailMachine } from "./ticket-detail.machine.ts"

const activity = {
  id: 1,
  ticketid: 7,
  activityid: 3,
  description: "hello",
  createddateutc: "2026-11-01T09:00:00Z",
} as TicketActivity
const item: TicketItem = {
  status: "ok",
  item: { ticketid: 7, activities: [activity] } as unknown as TicketDetail,
}
const file = { source: "DMS", fileName: "a.pdf" } as TicketFile
const files: TicketFiles = { files: [file] }

const start = (actors: Partial<Parameters<typeof ticketDetailMachine.provide>[0]["actors"]> = {}) =>
  createActor(
    ticketDetailMachine.provide({
      actors: { fetchTicket: resolves(item), fetchFiles: resolves(files), ...actors },
    }),
    { input: { ticketId: 7 } },
  ).start()

const idle = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => !s.matches("loading") && !s.matches("reloadingFiles") && !s.matches("refreshing"))

describe("ticketDetailMachine", () => {
  it("loads ticket, activities and files side by side", async () => {
    const ticketCalls: TicketIdInput[] = []
    const actor = start({ fetchTicket: resolves(item, ticketCalls) })
    expect(actor.getSnapshot().value).toBe("loading")
    await idle(actor)
    expect(actor.getSnapshot().value).toBe("none")
    expect(actor.getSnapshot().context).toMatchObject({
      ticket: item.item,
      activities: [activity],
      files: [file],
    })
    expect(ticketCalls).toEqual([{ ticketId: 7 }])
  })

  it("waits for the slower call", async () => {
    const slowFiles = deferred<TicketFiles, TicketIdInput>()
    const actor = start({ fetchFiles: slowFiles.logic })
    await waitFor(actor, (s) => s.context.loaded.ticket)
    expect(actor.getSnapshot().value).toBe("loading")
    slowFiles.resolve(files)
    await idle(actor)
    expect(actor.getSnapshot().value).toBe("none")
  })

  it("a missing ticket (404, or 403 read the same) is notFound; a server failure is an error; a files failure is neither", async () => {
    const failure = { _tag: "NotFound", message: "gone" }
    const broken = start({ fetchTicket: rejects(failure) })
    await idle(broken)
    expect(broken.getSnapshot()).toMatchObject({ value: "notFound", context: { error: failure } })

    const refused = start({ fetchTicket: rejects({ _tag: "Forbidden", message: "not yours" }) })
    await idle(refused)
    expect(refused.getSnapshot().value).toBe("notFound")

    const down = new TransportFailure({ status: 503, message: "Service Unavailable" })
    const failing = start({ fetchTicket: rejects(down) })
    await idle(failing)
    expect(failing.getSnapshot()).toMatchObject({ value: "error", context: { error: down } })
    failing.send({ type: "detail.reload" })
    expect(failing.getSnapshot().value).toBe("loading")

    const noFiles = start({ fetchFiles: rejects(failure) })
    await idle(noFiles)
    expect(noFiles.getSnapshot()).toMatchObject({
      value: "none",
      context: { filesError: failure, files: [] },
    })
  })

  it("reloads files after an upload and puts posted comments first (newest first)", async () => {
    const fileCalls: TicketIdInput[] = []
    const actor = start({ fetchFiles: resolves(files, fileCalls) })
    await idle(actor)
    actor.send({ type: "detail.filesReload" })
    expect(actor.getSnapshot().value).toBe("reloadingFiles")
    await idle(actor)
    expect(fileCalls).toHaveLength(2)
    const posted = { ...activity, id: 2, createddateutc: "2026-11-02T08:00:00Z" }
    actor.send({ type: "detail.activityAdded", activity: posted })
    expect(actor.getSnapshot().context.activities).toEqual([posted, activity])
  })

  it("detail.load switches tickets", async () => {
    const calls: TicketIdInput[] = []
    const actor = start({ fetchTicket: resolves(item, calls) })
    await idle(actor)
    actor.send({ type: "detail.load", ticketId: 9 })
    await idle(actor)
    expect(calls).toEqual([{ ticketId: 7 }, { ticketId: 9 }])
  })

  it("a live refresh reads the ticket and its files in place, and once more for a change during it", async () => {
    const ticketCalls: TicketIdInput[] = []
    const later = deferred<TicketItem, TicketIdInput>()
    const newer = {
      id: 2,
      ticketid: 7,
      activityid: 3,
      description: "from staff",
      createddateutc: "2026-11-02T09:00:00Z",
    } as TicketActivity
    let served = 0
    const fetchTicket = resolves<TicketItem, TicketIdInput>(() => {
      served += 1
      return served === 1
        ? item
        : { status: "ok", item: { ticketid: 7, activities: [activity, newer] } as unknown as TicketDetail }
    }, ticketCalls)
    const actor = start({ fetchTicket })
    await idle(actor)
    actor.send({ type: "detail.refresh" })
    // Nothing is cleared while it reads: the screen keeps the ticket it shows.
    expect(actor.getSnapshot().matches("refreshing")).toBe(true)
    expect(actor.getSnapshot().context.ticket).not.toBeNull()
    actor.send({ type: "detail.refresh" })
    await idle(actor)
    expect(ticketCalls).toHaveLength(3)
    expect(actor.getSnapshot().context.activities.map((a) => a.description)).toEqual(["from staff", "hello"])
    // The screen says what the refresh brought: one activity more than before it began.
    expect(actor.getSnapshot().context.refreshNews).toEqual({ before: 1, added: 1 })
    // A failed refresh keeps what was shown.
    const failing = start({ fetchTicket: later.logic })
    later.resolve(item)
    await idle(failing)
    failing.send({ type: "detail.refresh" })
    later.reject(new TransportFailure({ status: 503, message: "Service Unavailable" }))
    await idle(failing)
    expect(failing.getSnapshot().value).toBe("none")
    expect(failing.getSnapshot().context.ticket).not.toBeNull()
  })
})

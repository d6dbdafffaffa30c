import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { TicketFile, TicketFiles } from "../../schema/document.ts"
import type { TicketActivity, TicketDetail, TicketItem } from "../../schema/ticket.ts"
import { resolves } from "../../testing/fake-actors.ts"
import { ticketAttachmentsMachine } from "../ticket-attachments/ticket-attachments.machine.ts"
import { type CloseInput, ticketCloseMachine } from "../ticket-close/ticket-close.machine.ts"
import { ticketCommentMachine } from "../ticket-comment/ticket-comment.machine.ts"
import { ticketCustomerCloseMachine } from "../ticket-customer-close/ticket-customer-close.machine.ts"
import type { CustomerCloseInput, ReopenInput } from "../ticket-customer-close/ticket-customer-close.types.ts"
import { type TicketIdInput, ticketDetailMachine } from "../ticket-detail/ticket-detail.machine.ts"
import type { TicketWatchers } from "../../schema/ticket-watchers.ts"
import { ticketRatingMachine } from "../ticket-rating/ticket-rating.machine.ts"
import type { RatingView } from "../ticket-rating/ticket-rating.types.ts"
import { ticketWatchersMachine } from "../ticket-watchers/ticket-watchers.machine.ts"
import { ticketPageMachine } from "./ticket-page.machine.ts"

const old = {
  id: 1,
  ticketid: 7,
  description: "opened",
  createddateutc: "2026-11-01T09:00:00Z",
} as TicketActivity
const posted = {
  id: 2,
  ticketid: 7,
  description: "On my way",
  createddateutc: "2026-11-02T09:00:00Z",
} as TicketActivity
const item: TicketItem = { status: "ok", item: { ticketid: 7, activities: [old] } as unknown as TicketDetail }
const closedItem: TicketItem = {
  status: "success",
  item: { ticketid: 7, ticketstatus: "C", activities: [old] } as unknown as TicketDetail,
}
const file = { source: "DMS", fileName: "a.txt", dmsId: "d-1" } as TicketFile
const bytes = new Uint8Array([1, 2, 3])

const start = () => {
  const calls = {
    ticket: [] as TicketIdInput[],
    files: [] as TicketIdInput[],
    notified: [] as unknown[],
    closed: [] as CloseInput[],
    customerClosed: [] as CustomerCloseInput[],
    reopened: [] as ReopenInput[],
    watchers: [] as unknown[],
    rating: [] as unknown[],
  }
  const files: TicketFiles = { files: [file] }
  const machine = ticketPageMachine.provide({
    actors: {
      ticketDetail: ticketDetailMachine.provide({
        actors: { fetchTicket: resolves(item, calls.ticket), fetchFiles: resolves(files, calls.files) },
      }),
      ticketComment: ticketCommentMachine.provide({
        actors: { postComment: resolves({ status: "ok", item: posted }) },
      }),
      ticketAttachments: ticketAttachmentsMachine.provide({
        actors: {
          uploadFile: resolves(file),
          notifyAttachments: resolves({ status: "ok" }, calls.notified),
          downloadFile: resolves<Uint8Array>(bytes),
        },
      }),
      ticketClose: ticketCloseMachine.provide({
        actors: { closeTicket: resolves(closedItem, calls.closed) },
      }),
      ticketCustomerClose: ticketCustomerCloseMachine.provide({
        actors: {
          customerClose: resolves(closedItem, calls.customerClosed),
          reopenTicket: resolves(item, calls.reopened),
        },
      }),
      ticketWatchers: ticketWatchersMachine.provide({
        actors: {
          fetchWatchers: resolves<TicketWatchers>(
            { ticketid: 7, items: [], count: 0, max: 20, canManage: true, canWatch: false },
            calls.watchers,
          ),
        },
      }),
      ticketRating: ticketRatingMachine.provide({
        actors: {
          fetchRating: resolves<RatingView>(
            { ticketid: 7, title: null, state: "open", canRate: true, rating: null },
            calls.rating,
          ),
        },
      }),
    },
  })
  const page = createActor(machine, { input: { ticketId: 7 } }).start()
  const children = page.getSnapshot().children
  return {
    page,
    calls,
    detail: children.detail!,
    comment: children.comment!,
    attachments: children.attachments!,
    close: children.close!,
    customerClose: children.customerClose!,
    watchers: children.watchers!,
    rating: children.rating!,
  }
}

describe("ticketPageMachine", () => {
  it("starts the detail, comment, attachments and both close children for its ticket", async () => {
    const { page, calls, detail } = start()
    expect(Object.keys(page.getSnapshot().children).sort()).toEqual([
      "attachments",
      "close",
      "comment",
      "customerClose",
      "detail",
      "rating",
      "watchers",
    ])
    await waitFor(detail, (s) => s.matches("none"))
    expect(calls.ticket).toEqual([{ ticketId: 7 }])
  })

  it("a posted comment joins the detail's activity, newest first, and is announced to the host", async () => {
    const { page, detail, comment } = start()
    const announced: TicketActivity[] = []
    page.on("comment.posted", (e) => announced.push(e.activity))
    await waitFor(detail, (s) => s.matches("none"))
    page.send({ type: "comment.change", value: "On my way" })
    page.send({ type: "comment.submit" })
    await waitFor(comment, (s) => s.matches("editing") && s.context.comment === "")
    expect(detail.getSnapshot().context.activities).toEqual([posted, old])
    expect(announced).toEqual([posted])
  })

  it("a stored batch of files reloads the detail's file list", async () => {
    const { page, calls, detail, attachments } = start()
    await waitFor(detail, (s) => s.matches("none"))
    page.send({
      type: "attachment.add",
      files: [{ id: "f1", name: "a.txt", size: 3, body: new Blob(["abc"]) }],
    })
    await waitFor(
      attachments,
      (s) => s.matches({ upload: "idle" }) && s.context.uploads[0]?.status === "done",
    )
    await waitFor(detail, (s) => s.matches("none") && calls.files.length === 2)
    expect(calls.notified).toHaveLength(1)
  })

  it("downloaded bytes go to the host; the retry reaches the detail", async () => {
    const { page, calls, detail } = start()
    const saved: Uint8Array[] = []
    page.on("attachment.downloaded", (e) => saved.push(e.data))
    page.send({ type: "attachment.download", file })
    await waitFor(detail, (s) => s.matches("none"))
    await waitFor(page, () => saved.length > 0)
    expect(saved).toEqual([bytes])
    page.send({ type: "detail.reload" })
    await waitFor(detail, (s) => s.matches("none") && calls.ticket.length === 2)
  })

  it("a closed ticket reloads the detail and is announced to the host", async () => {
    const { page, calls, detail, close } = start()
    await waitFor(detail, (s) => s.matches("none"))
    const announced: TicketDetail[] = []
    page.on("ticket.closed", (e) => announced.push(e.ticket))
    page.send({ type: "close.open" })
    page.send({ type: "close.change", value: "Fixed" })
    page.send({ type: "close.submit" })
    await waitFor(close, (s) => s.matches("idle") && calls.closed.length === 1)
    await waitFor(detail, (s) => s.matches("none") && calls.ticket.length === 2)
    expect(calls.closed).toEqual([{ ticketid: 7, payload: { solution: "Fixed" } }])
    expect(announced.map((t) => t.ticketstatus)).toEqual(["C"])
  })

  it("the customer's close and reopen reach their child, reload the detail and are announced", async () => {
    const { page, calls, detail, customerClose } = start()
    await waitFor(detail, (s) => s.matches("none"))
    const announced: string[] = []
    page.on("ticket.closed", (e) => announced.push(`closed ${e.ticket.ticketstatus}`))
    page.on("ticket.reopened", (e) => announced.push(`reopened ${e.ticket.ticketid}`))
    page.send({ type: "customerClose.open" })
    page.send({ type: "customerClose.reason", reason: "other" })
    page.send({ type: "customerClose.text", value: "Moved away" })
    page.send({ type: "customerClose.submit" })
    await waitFor(customerClose, (s) => s.matches("idle") && calls.customerClosed.length === 1)
    await waitFor(detail, (s) => s.matches("none") && calls.ticket.length === 2)
    page.send({ type: "reopen.open" })
    page.send({ type: "reopen.input", value: "Back" })
    page.send({ type: "reopen.blur" })
    page.send({ type: "reopen.submit" })
    await waitFor(customerClose, (s) => s.matches("idle") && calls.reopened.length === 1)
    await waitFor(detail, (s) => s.matches("none") && calls.ticket.length === 3)
    expect(calls.customerClosed).toEqual([{ ticketid: 7, payload: { reason: "other", text: "Moved away" } }])
    expect(calls.reopened).toEqual([{ ticketid: 7, payload: { comment: "Back" } }])
    expect(announced).toEqual(["closed C", "reopened 7"])
    page.send({ type: "customerClose.open" })
    page.send({ type: "customerClose.cancel" })
    page.send({ type: "reopen.open" })
    page.send({ type: "reopen.cancel" })
    expect(customerClose.getSnapshot().value).toBe("idle")
  })

  it("the watchers load when the screen asks, not with the page, and their events reach them", async () => {
    const { page, calls, watchers } = start()
    expect(watchers.getSnapshot().value).toBe("idle")
    page.send({ type: "watchers.load" })
    await waitFor(watchers, (s) => s.matches("ready"))
    page.send({ type: "watchers.pick" })
    expect(watchers.getSnapshot().matches("picking")).toBe(true)
    expect(calls.watchers).toEqual([{ ticketid: 7 }])
  })

  it("the rating stays idle until the screen shows it, then loads and takes the events sent to the page", async () => {
    const { page, calls, rating } = start()
    expect(rating.getSnapshot().value).toBe("idle")
    expect(calls.rating).toEqual([])
    page.send({ type: "rating.load" })
    await waitFor(rating, (s) => s.matches("ready"))
    expect(calls.rating).toEqual([{ target: { ticketid: 7 } }])
    page.send({ type: "rating.score", score: 5 })
    expect(rating.getSnapshot().context.score).toBe(5)
  })

  it("a live change of its own ticket refreshes the detail in place; another ticket's is ignored", async () => {
    const { page, calls, detail } = start()
    await waitFor(detail, (s) => s.matches("none"))
    page.send({ type: "live.ticketChanged", ticketid: 8, kind: "ticket.comment" })
    expect(detail.getSnapshot().value).toBe("none")
    page.send({ type: "live.ticketChanged", ticketid: 7, kind: "ticket.comment" })
    expect(detail.getSnapshot().matches("refreshing")).toBe(true)
    await waitFor(detail, (s) => s.matches("none"))
    expect(calls.ticket).toEqual([{ ticketId: 7 }, { ticketId: 7 }])
    expect(calls.files).toEqual([{ ticketId: 7 }, { ticketId: 7 }])
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { Conflict, NotFound } from "../../schema/errors.ts"
import type { ChatInbox, ChatThread, ChatTicket } from "../../schema/support-chat.ts"
import { sampleConversation, sampleThread } from "../../testing/chat-samples.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { supportInboxMachine } from "./support-inbox.machine.ts"
import type { AnswerInput, ConversationInput, InboxPageInput } from "./support-inbox.types.ts"

const inbox: ChatInbox = { items: [sampleConversation()], count: 1, open: 1 }
const thread = sampleThread(["Printer jams"])
type Actors = Partial<Parameters<typeof supportInboxMachine.provide>[0]["actors"]>
const start = (actors: Actors = {}) =>
  createActor(
    supportInboxMachine.provide({
      actors: {
        fetchInbox: resolves<ChatInbox>(inbox),
        fetchConversation: resolves<ChatThread>(thread),
        answerConversation: resolves<ChatThread>(sampleThread(["Printer jams", "On our way"])),
        closeConversation: resolves<ChatThread>(sampleThread(["Printer jams"], { status: "closed" })),
        ticketConversation: resolves<ChatTicket>({
          ticketid: 501,
          thread: sampleThread(["Printer jams"], { status: "closed", ticketid: 501 }),
        }),
        ...actors,
      },
    }),
    { input: { status: "open" } },
  ).start()
type Actor = ReturnType<typeof start>
const listed = (actor: Actor) => waitFor(actor, (s) => s.matches({ list: "ready" }))
const shown = (actor: Actor) => waitFor(actor, (s) => s.matches({ conversation: "shown" }))

describe("supportInboxMachine", () => {
  it("lists the open conversations, then all of them on the filter", async () => {
    const pages: InboxPageInput[] = []
    const actor = start({ fetchInbox: resolves<ChatInbox>(inbox, pages) })
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    await listed(actor)
    actor.send({ type: "inbox.filter", status: "all" })
    await listed(actor)
    expect(pages).toEqual([
      { status: "open", pl: 25 },
      { status: "all", pl: 25 },
    ])
    expect(actor.getSnapshot().context).toMatchObject({ status: "all", inbox: { count: 1 } })
  })

  it("reads one page more while more match than it shows, up to the bound; a filter starts again", async () => {
    const pages: InboxPageInput[] = []
    const many: ChatInbox = { items: [sampleConversation()], count: 300, open: 300 }
    const actor = start({ fetchInbox: resolves<ChatInbox>(many, pages) })
    await listed(actor)
    for (let i = 0; i < 5; i += 1) {
      actor.send({ type: "inbox.more" })
      await listed(actor)
    }
    expect(pages.map((p) => p.pl)).toEqual([25, 50, 75, 100])
    actor.send({ type: "inbox.filter", status: "open" })
    await listed(actor)
    expect(pages.at(-1)).toEqual({ status: "open", pl: 25 })
    // Everything shown: no more to read.
    const few = start()
    await listed(few)
    few.send({ type: "inbox.more" })
    expect(few.getSnapshot().matches({ list: "ready" })).toBe(true)
  })

  it("opens one and answers it with the trimmed draft; the list reads again", async () => {
    const pages: InboxPageInput[] = []
    const answers: AnswerInput[] = []
    const actor = start({
      fetchInbox: resolves<ChatInbox>(inbox, pages),
      answerConversation: resolves<ChatThread>(sampleThread(["Printer jams", "On our way"]), answers),
    })
    await listed(actor)
    actor.send({ type: "inbox.select", conversationid: 9 })
    await shown(actor)
    actor.send({ type: "inbox.answer" })
    expect(actor.getSnapshot().matches({ conversation: "shown" })).toBe(true)
    actor.send({ type: "inbox.edit", value: " On our way " })
    actor.send({ type: "inbox.answer" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await shown(actor)
    await listed(actor)
    expect(answers).toEqual([{ conversationid: 9, body: "On our way" }])
    expect(actor.getSnapshot().context).toMatchObject({ draft: "", error: null })
    expect(actor.getSnapshot().context.thread?.messages).toHaveLength(2)
    expect(pages).toHaveLength(2)
  })

  it("turns the opened conversation into a ticket once; closing a closed one does nothing", async () => {
    const tickets: ConversationInput[] = []
    const closes: ConversationInput[] = []
    const actor = start({
      ticketConversation: resolves<ChatTicket>(
        { ticketid: 501, thread: sampleThread(["Printer jams"], { status: "closed", ticketid: 501 }) },
        tickets,
      ),
      closeConversation: resolves<ChatThread>(sampleThread(["x"], { status: "closed" }), closes),
    })
    await listed(actor)
    actor.send({ type: "inbox.select", conversationid: 9 })
    await shown(actor)
    actor.send({ type: "inbox.ticket" })
    await waitFor(actor, (s) => s.context.thread?.conversation.ticketid === 501)
    actor.send({ type: "inbox.ticket" })
    actor.send({ type: "inbox.close" })
    expect(tickets).toEqual([{ conversationid: 9 }])
    expect(closes).toEqual([])
  })

  it("closes an open conversation; a refused change keeps the thread with the error", async () => {
    const actor = start({
      answerConversation: rejects(new Conflict({ message: "Support conversation 9 is closed" })),
    })
    await listed(actor)
    actor.send({ type: "inbox.select", conversationid: 9 })
    await shown(actor)
    actor.send({ type: "inbox.edit", value: "late" })
    actor.send({ type: "inbox.answer" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ draft: "late", error: { _tag: "Conflict" } })
    actor.send({ type: "inbox.close" })
    await waitFor(actor, (s) => s.context.thread?.conversation.status === "closed")
  })

  it("a live event reads the list again, and the opened conversation when it names it", async () => {
    const pages: InboxPageInput[] = []
    const reads: ConversationInput[] = []
    const actor = start({
      fetchInbox: resolves<ChatInbox>(inbox, pages),
      fetchConversation: resolves<ChatThread>(thread, reads),
    })
    await listed(actor)
    actor.send({ type: "inbox.select", conversationid: 9 })
    await shown(actor)
    actor.send({ type: "live.chatChanged", conversationid: 12 })
    await listed(actor)
    expect([pages.length, reads.length]).toEqual([2, 1])
    actor.send({ type: "live.chatChanged", conversationid: 9 })
    await listed(actor)
    await shown(actor)
    expect([pages.length, reads.length]).toEqual([3, 2])
  })

  it("a live event during a read reads once more after it", async () => {
    const page = deferred<ChatInbox, InboxPageInput>()
    const actor = start({ fetchInbox: page.logic })
    actor.send({ type: "live.chatChanged", conversationid: null })
    page.resolve(inbox)
    await waitFor(actor, () => page.calls.length === 2)
    page.resolve(inbox)
    await listed(actor)
    expect(page.calls).toHaveLength(2)
  })

  it("a conversation outside the scope fails to open; deselecting leaves it", async () => {
    const actor = start({
      fetchConversation: rejects(new NotFound({ message: "Support conversation 77 was not found" })),
    })
    await listed(actor)
    actor.send({ type: "inbox.select", conversationid: 77 })
    await waitFor(actor, (s) => s.matches({ conversation: "failed" }))
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "NotFound" })
    actor.send({ type: "inbox.deselect" })
    expect(actor.getSnapshot().matches({ conversation: "none" })).toBe(true)
    expect(actor.getSnapshot().context.selected).toBeNull()
  })
})

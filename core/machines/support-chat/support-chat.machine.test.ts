import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { CHAT_LIMITS } from "../../domain/chat/support-chat.ts"
import { TooManyRequests } from "../../schema/errors.ts"
import type { ChatThread, MyChat } from "../../schema/support-chat.ts"
import { sampleThread } from "../../testing/chat-samples.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { isSendable, supportChatMachine } from "./support-chat.machine.ts"
import type { ChatSendInput } from "./support-chat.types.ts"

type Actors = Partial<Parameters<typeof supportChatMachine.provide>[0]["actors"]>
const start = (actors: Actors = {}) =>
  createActor(
    supportChatMachine.provide({
      actors: {
        fetchChat: resolves<MyChat>({ thread: null }),
        sendMessage: resolves<ChatThread>(sampleThread(["Printer jams"])),
        endChat: resolves<ChatThread>(sampleThread(["Printer jams"], { status: "closed" })),
        ...actors,
      },
    }),
  ).start()
const ready = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches({ expanded: "ready" }))

describe("isSendable", () => {
  it.each([
    ["", false],
    ["   ", false],
    [" hi ", true],
    ["x".repeat(CHAT_LIMITS.bodyMaxLength), true],
    ["x".repeat(CHAT_LIMITS.bodyMaxLength + 1), false],
  ])("%j: %s", (draft, expected) => expect(isSendable(draft)).toBe(expected))
})

describe("supportChatMachine", () => {
  it("starts collapsed and reads nothing; a frame or pointer widget only opens and closes", () => {
    const reads: unknown[] = []
    const actor = start({ fetchChat: resolves<MyChat>({ thread: null }, reads) })
    expect(actor.getSnapshot().value).toBe("collapsed")
    actor.send({ type: "chat.expand", conversation: false })
    expect(actor.getSnapshot().matches({ expanded: "plain" })).toBe(true)
    actor.send({ type: "chat.collapse" })
    expect(actor.getSnapshot().value).toBe("collapsed")
    expect(reads).toEqual([])
  })

  it("expands, loads, sends the trimmed draft shown as pending, then shows the thread", async () => {
    const send = deferred<ChatThread, ChatSendInput>()
    const actor = start({ sendMessage: send.logic })
    actor.send({ type: "chat.expand", conversation: true })
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    await ready(actor)
    actor.send({ type: "chat.send" })
    expect(actor.getSnapshot().matches({ expanded: "ready" })).toBe(true)
    actor.send({ type: "chat.edit", value: "  Printer jams  " })
    actor.send({ type: "chat.send" })
    expect(actor.getSnapshot().context).toMatchObject({ pending: "Printer jams", draft: "" })
    expect(send.calls).toEqual([{ body: "Printer jams" }])
    send.resolve(sampleThread(["Printer jams"]))
    await ready(actor)
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, error: null })
    expect(actor.getSnapshot().context.thread?.messages).toHaveLength(1)
  })

  it("keeps a failed message with its error to send again; the retry sends the same words", async () => {
    const sends: ChatSendInput[] = []
    const limited = new TooManyRequests({ message: "Slow down", retryAfterSeconds: 30 })
    const actor = start({ sendMessage: rejects(limited, sends) })
    actor.send({ type: "chat.expand", conversation: true })
    await ready(actor)
    actor.send({ type: "chat.edit", value: "Hello" })
    actor.send({ type: "chat.send" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      pending: "Hello",
      error: { _tag: "TooManyRequests" },
    })
    actor.send({ type: "chat.retry" })
    await waitFor(actor, (s) => s.matches({ expanded: "ready" }) && sends.length === 2)
    expect(sends).toEqual([{ body: "Hello" }, { body: "Hello" }])
  })

  it("reads again on a live event when idle, and after the call when one arrives while sending", async () => {
    const reads: unknown[] = []
    const send = deferred<ChatThread, ChatSendInput>()
    const actor = start({
      fetchChat: resolves<MyChat>({ thread: sampleThread(["Hi", "Hello, how can we help?"]) }, reads),
      sendMessage: send.logic,
    })
    actor.send({ type: "chat.expand", conversation: true })
    await ready(actor)
    actor.send({ type: "live.chatChanged", conversationid: 9 })
    await waitFor(actor, () => reads.length === 2)
    await ready(actor)
    actor.send({ type: "chat.edit", value: "Tray 2" })
    actor.send({ type: "chat.send" })
    actor.send({ type: "live.chatChanged", conversationid: 9 })
    expect(actor.getSnapshot().context.stale).toBe(true)
    send.resolve(sampleThread(["Hi", "Hello", "Tray 2"]))
    await waitFor(actor, () => reads.length === 3)
    await ready(actor)
    expect(actor.getSnapshot().context.stale).toBe(false)
  })

  it("ends an open conversation; a closed one cannot be ended again", async () => {
    const ends: unknown[] = []
    const actor = start({
      fetchChat: resolves<MyChat>({ thread: sampleThread(["Hi"]) }),
      endChat: resolves<ChatThread>(sampleThread(["Hi"], { status: "closed" }), ends),
    })
    actor.send({ type: "chat.expand", conversation: true })
    await ready(actor)
    actor.send({ type: "chat.end" })
    await waitFor(actor, (s) => s.context.thread?.conversation.status === "closed")
    await ready(actor)
    actor.send({ type: "chat.end" })
    expect(ends).toHaveLength(1)
  })

  it("a failed read shows as failed until reloaded", async () => {
    let fail = true
    const actor = start({
      fetchChat: resolves<MyChat>(() => {
        if (fail) throw new TooManyRequests({ message: "later", retryAfterSeconds: 1 })
        return { thread: null }
      }),
    })
    actor.send({ type: "chat.expand", conversation: true })
    await waitFor(actor, (s) => s.matches({ expanded: "failed" }))
    fail = false
    actor.send({ type: "chat.reload" })
    await ready(actor)
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { BUILT_IN_CHAT_URL } from "../../../core/domain/chat/built-in-chat.ts"
import { authMachine } from "../../../core/machines/auth/auth.machine.ts"
import { supportChatMachine } from "../../../core/machines/support-chat/support-chat.machine.ts"
import { TooManyRequests } from "../../../core/schema/errors.ts"
import type { ChatThread, MyChat } from "../../../core/schema/support-chat.ts"
import { sampleThread } from "../../../core/testing/chat-samples.ts"
import { rejects, resolves } from "../../../core/testing/fake-actors.ts"
import { DEFAULT_CONFIG } from "../../lib/portal-config.ts"
import { type Portal, PortalProvider } from "../../lib/portal-context.tsx"
import type { ChatRef } from "../../lib/shell-context.tsx"
import { ChatConversation } from "./chat-conversation.tsx"
import { SupportChatWidget } from "./support-chat.tsx"

const chatActor = (thread: ChatThread | null = null, send = resolves<ChatThread>(sampleThread(["x"]))) =>
  createActor(
    supportChatMachine.provide({
      actors: {
        fetchChat: resolves<MyChat>({ thread }),
        sendMessage: send,
        endChat: resolves(sampleThread(["x"])),
      },
    }),
  ).start()

const widget = (chat: ChatRef, chatUrl: string) => {
  const portal = {
    auth: createActor(authMachine, { input: { session: null } }),
    config: { ...DEFAULT_CONFIG, chatUrl },
  } as unknown as Portal
  return renderToStaticMarkup(
    <PortalProvider portal={portal}>
      <SupportChatWidget chat={chat} />
    </PortalProvider>,
  )
}

describe("the support chat widget", () => {
  it("with a configured contact centre: the button, then its page in the same sandboxed frame as before", () => {
    const chat = chatActor()
    expect(widget(chat, "https://chat.example.com/acme")).toContain(">Chat with us</span>")
    chat.send({ type: "chat.expand", conversation: false })
    const html = widget(chat, "https://chat.example.com/acme")
    expect(html).toContain('sandbox="allow-scripts allow-forms allow-popups allow-same-origin"')
    expect(html).toContain('src="https://chat.example.com/acme"')
    expect(html).toContain('referrerPolicy="no-referrer"')
    expect(html).toContain(">Close</a>")
  })

  it("built in, for a role that answers elsewhere: no frame", () => {
    const chat = chatActor()
    chat.send({ type: "chat.expand", conversation: false })
    expect(widget(chat, BUILT_IN_CHAT_URL)).not.toContain("<iframe")
  })
})

describe("the built-in conversation", () => {
  it("shows each message as text with its author, support marked, never as markup", async () => {
    const chat = chatActor(sampleThread(['<img src=x onerror="alert(1)">', "On our way"]))
    chat.send({ type: "chat.expand", conversation: true })
    await waitFor(chat, (s) => s.matches({ expanded: "ready" }))
    const html = renderToStaticMarkup(<ChatConversation chat={chat} />)
    expect(html).not.toContain("<img")
    expect(html).toContain("&lt;img src=x onerror=")
    expect(html).toContain("Dana Developer (Support)")
    expect(html).toContain('maxLength="2000"')
    expect(html).toContain(">Your message</label>")
  })

  it("keeps a failed message with its reason and a way to send it again", async () => {
    const chat = chatActor(null, rejects(new TooManyRequests({ message: "Slow down", retryAfterSeconds: 9 })))
    chat.send({ type: "chat.expand", conversation: true })
    await waitFor(chat, (s) => s.matches({ expanded: "ready" }))
    chat.send({ type: "chat.edit", value: "Hello" })
    chat.send({ type: "chat.send" })
    await waitFor(chat, (s) => s.context.error !== null)
    const html = renderToStaticMarkup(<ChatConversation chat={chat} />)
    expect(html).toContain("Your message was not sent. Slow down")
    expect(html).toContain(">Send again</button>")
  })
})

import { useEffect, useRef } from "react"
import type { ChatMessage } from "../../core/schema/support-chat.ts"
import { viewerDateTime } from "../lib/viewer-dates.ts"
import "../styles/chat.css"

interface ChatMessagesProps {
  readonly messages: ReadonlyArray<ChatMessage>
  /** The message on its way (shown as sending), if any. */
  readonly pending?: string | null
  /** Who reads: their own side's messages sit on the right. */
  readonly viewer: "customer" | "provider"
  readonly empty: string
}

/**
 * A conversation's messages, oldest first, each with its author and time in the viewer's zone. The
 * text is rendered as text (React escapes it): a message never becomes markup. New messages are
 * announced politely (`role="log"`) and scrolled into view.
 */
export function ChatMessages({ messages, pending = null, viewer, empty }: ChatMessagesProps) {
  const list = useRef<HTMLOListElement>(null)
  const count = messages.length + (pending === null ? 0 : 1)
  useEffect(() => {
    if (count > 0) list.current?.lastElementChild?.scrollIntoView({ block: "nearest" })
  }, [count])
  if (count === 0) return <p className="chat-empty">{empty}</p>
  return (
    <div className="chat-log" role="log" aria-label="Messages">
      <ol className="chat-messages" ref={list}>
        {messages.map((m) => {
          const own = m.fromProvider === (viewer === "provider")
          return (
            <li key={m.messageid} className={own ? "chat-message chat-own" : "chat-message"}>
              <p className="chat-meta">
                <span className="chat-author">
                  {m.fromProvider ? `${m.authorname} (Support)` : m.authorname}
                </span>{" "}
                <time dateTime={m.created}>{viewerDateTime(m.created, "")}</time>
              </p>
              <p className="chat-body">{m.body}</p>
            </li>
          )
        })}
        {pending === null ? null : (
          <li className="chat-message chat-own chat-pending">
            <p className="chat-meta">Sending…</p>
            <p className="chat-body">{pending}</p>
          </li>
        )}
      </ol>
    </div>
  )
}

import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { isSendable } from "../../../core/machines/support-chat/support-chat.machine.ts"
import { ChatCompose } from "../../components/chat-compose.tsx"
import { ChatMessages } from "../../components/chat-messages.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import type { ChatRef } from "../../lib/shell-context.tsx"

/**
 * The built-in chat in the widget (issue 29): the customer's conversation with support, the field to
 * write, the failure of a message with a way to send it again, and ending the conversation. Renders
 * the shell's `supportChat` machine and sends it events.
 */
export function ChatConversation({ chat }: { readonly chat: ChatRef }) {
  const loading = useSelector(chat, (s) => s.hasTag("loading"))
  const failed = useSelector(chat, (s) => s.matches({ expanded: "failed" }))
  const busy = useSelector(chat, (s) => s.hasTag("busy"))
  const thread = useSelector(chat, (s) => s.context.thread)
  const draft = useSelector(chat, (s) => s.context.draft)
  const pending = useSelector(chat, (s) => s.context.pending)
  const error = useSelector(chat, (s) => s.context.error)
  if (loading) return <LoadingStatus loading label="Loading the conversation…" />
  if (failed)
    return (
      <div className="chat-panel">
        <ErrorAlert
          message={error ? reasonText(error) : "The conversation could not be loaded."}
          action="Try again"
          onAction={() => chat.send({ type: "chat.reload" })}
        />
      </div>
    )
  const conversation = thread?.conversation ?? null
  const closed = conversation?.status === "closed"
  const retry = pending !== null && error !== null && !busy
  return (
    <div className="chat-panel">
      <ChatMessages
        messages={thread?.messages ?? []}
        pending={busy ? pending : null}
        viewer="customer"
        empty="Write to our support team: we answer here, and you may leave this page meanwhile."
      />
      {closed ? (
        <p className="chat-note" role="status">
          This conversation is closed
          {conversation?.ticketid ? (
            <>
              {" "}
              and continues as{" "}
              <Link href={`/tickets/${conversation.ticketid}`}>Service Ticket #{conversation.ticketid}</Link>
            </>
          ) : null}
          . A new message starts a new conversation.
        </p>
      ) : null}
      {error !== null ? (
        <ErrorAlert
          message={retry ? `Your message was not sent. ${reasonText(error)}` : reasonText(error)}
          action={retry ? "Send again" : undefined}
          onAction={retry ? () => chat.send({ type: "chat.retry" }) : undefined}
        />
      ) : null}
      <ChatCompose
        label="Your message"
        draft={draft}
        canSend={isSendable(draft)}
        busy={busy}
        onChange={(value) => chat.send({ type: "chat.edit", value })}
        onSend={() => chat.send({ type: "chat.send" })}
      />
      {conversation !== null && !closed ? (
        <button
          type="button"
          className="link-button chat-end"
          onClick={() => chat.send({ type: "chat.end" })}
        >
          End this conversation
        </button>
      ) : null}
    </div>
  )
}

import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { isSendable } from "../../../core/machines/support-chat/support-chat.machine.ts"
import { ChatCompose } from "../../components/chat-compose.tsx"
import { ChatMessages } from "../../components/chat-messages.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import type { ShellPageRef } from "../../lib/shell-context.tsx"
import "../../styles/chat.css"

/** The conversation opened in the support inbox: its messages, the answer, close and turn into a ticket. */
export function SupportChatThread({ inbox }: { readonly inbox: ShellPageRef<"supportInbox"> }) {
  const selected = useSelector(inbox, (s) => s.context.selected)
  const thread = useSelector(inbox, (s) => s.context.thread)
  const draft = useSelector(inbox, (s) => s.context.draft)
  const error = useSelector(inbox, (s) => s.context.error)
  const opening = useSelector(
    inbox,
    (s) => s.matches({ conversation: "opening" }) && s.context.thread === null,
  )
  const failed = useSelector(inbox, (s) => s.matches({ conversation: "failed" }))
  const busy = useSelector(inbox, (s) => s.hasTag("busy"))
  if (selected === null)
    return <p className="support-inbox-thread chat-empty">Choose a conversation to read and answer it.</p>
  if (opening) return <LoadingStatus loading label="Loading the conversation…" />
  if (failed || thread === null)
    return (
      <div className="support-inbox-thread">
        <ErrorAlert message={error ? reasonText(error) : "The conversation could not be loaded."} />
      </div>
    )
  const c = thread.conversation
  const open = c.status === "open"
  return (
    <div className="support-inbox-thread">
      <h3>
        {c.customername}, {c.companyname}
      </h3>
      <p className="chat-note">
        {open ? "Open" : "Closed"}
        {c.ticketid ? (
          <>
            {" · "}
            <Link href={`/tickets/${c.ticketid}`}>Service Ticket #{c.ticketid}</Link>
          </>
        ) : null}
      </p>
      <ChatMessages messages={thread.messages} viewer="provider" empty="No messages yet." />
      {error !== null ? <ErrorAlert message={reasonText(error)} /> : null}
      {open ? (
        <ChatCompose
          label={`Answer ${c.customername}`}
          draft={draft}
          canSend={isSendable(draft)}
          busy={busy}
          onChange={(value) => inbox.send({ type: "inbox.edit", value })}
          onSend={() => inbox.send({ type: "inbox.answer" })}
        />
      ) : null}
      <div className="support-inbox-actions">
        {c.ticketid === null ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => inbox.send({ type: "inbox.ticket" })}
          >
            Turn into a ticket
          </button>
        ) : null}
        {open ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => inbox.send({ type: "inbox.close" })}
          >
            Close conversation
          </button>
        ) : null}
      </div>
    </div>
  )
}

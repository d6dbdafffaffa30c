import { useSelector } from "@xstate/react"
import { useId } from "react"
import type { InboxFilter } from "../../../core/machines/support-inbox/support-inbox.types.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import { type ShellPageRef, useShellPage } from "../../lib/shell-context.tsx"
import { viewerDateTime } from "../../lib/viewer-dates.ts"
import { SupportChatThread } from "./support-chat-thread.tsx"
import "../../styles/chat.css"

type InboxRef = ShellPageRef<"supportInbox">

/**
 * Support chats (issue 29): the built-in chat's conversations in the caller's scope (staff every
 * company, a sales rep its accounts), open first, following live events; opening one shows it beside
 * the list to answer, close or turn into a ticket. Renders the shell's `supportInbox` page machine.
 */
export function SupportChatsSection() {
  const inbox = useShellPage("supportInbox", { status: "open" })
  return (
    <section className="admin-section" id="support-chats" aria-labelledby="admin-support-chats">
      <h2 id="admin-support-chats">Support chats</h2>
      {inbox === null ? <LoadingStatus loading label="Loading support chats…" /> : <Inbox inbox={inbox} />}
    </section>
  )
}

function Inbox({ inbox }: { readonly inbox: InboxRef }) {
  const filterId = useId()
  const page = useSelector(inbox, (s) => s.context.inbox)
  const status = useSelector(inbox, (s) => s.context.status)
  const selected = useSelector(inbox, (s) => s.context.selected)
  const listFailed = useSelector(inbox, (s) => s.matches({ list: "failed" }))
  const error = useSelector(inbox, (s) => s.context.error)
  const more = useSelector(inbox, (s) => s.can({ type: "inbox.more" }))
  return (
    <>
      <div className="support-inbox-tools">
        <p role="status">
          {page === null
            ? "Loading…"
            : page.open === 1
              ? "1 open conversation"
              : `${page.open} open conversations`}
        </p>
        <span className="support-inbox-filter">
          <label htmlFor={filterId}>Show</label>
          <select
            id={filterId}
            value={status}
            onChange={(e) => inbox.send({ type: "inbox.filter", status: e.target.value as InboxFilter })}
          >
            <option value="open">Open conversations</option>
            <option value="all">All conversations</option>
          </select>
        </span>
      </div>
      {listFailed && error ? (
        <ErrorAlert
          message={reasonText(error)}
          action="Try again"
          onAction={() => inbox.send({ type: "inbox.reload" })}
        />
      ) : null}
      <div className="support-inbox">
        <div className="support-inbox-side">
          {page !== null && page.items.length === 0 ? (
            <p className="chat-empty">No conversations to show.</p>
          ) : (
            <ul className="support-inbox-list" aria-label="Conversations">
              {(page?.items ?? []).map((c) => (
                <li key={c.conversationid}>
                  <button
                    type="button"
                    className="support-inbox-item"
                    aria-pressed={c.conversationid === selected}
                    onClick={() => inbox.send({ type: "inbox.select", conversationid: c.conversationid })}
                  >
                    <span className="support-inbox-who">
                      {c.customername}, {c.companyname}
                    </span>
                    <span className="support-inbox-when">
                      {c.status === "open" ? "Open" : c.ticketid ? `Ticket #${c.ticketid}` : "Closed"} ·{" "}
                      {viewerDateTime(c.updated, "")}
                    </span>
                    <span className="support-inbox-preview">{c.preview}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {more ? (
            <button
              type="button"
              className="button button-secondary support-inbox-more"
              onClick={() => inbox.send({ type: "inbox.more" })}
            >
              Show more conversations ({page?.items.length} of {page?.count})
            </button>
          ) : null}
        </div>
        <SupportChatThread inbox={inbox} />
      </div>
    </>
  )
}

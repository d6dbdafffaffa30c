import { useSelector } from "@xstate/react"
import { type RefObject, useEffect, useRef } from "react"
import { Link } from "wouter"
import { chatWidgetMode } from "../../../core/domain/chat/chat-widget.ts"
import { Icon } from "../../components/icons.tsx"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { type ChatRef, useShellChat } from "../../lib/shell-context.tsx"
import { ChatConversation } from "./chat-conversation.tsx"
import { chatFrameSandbox } from "./chat-frame.ts"
import "../../styles/notifications.css"

/**
 * The support chat widget: a collapsed button that expands on click and closes with a close link
 * (spec section 2) or Escape. Expanded it holds the built-in conversation for a customer (PORTAL_CHAT_URL
 * unset, issue 29), a pointer to /admin for the provider's side, or the configured contact centre's
 * page in its sandboxed frame. Open and closed are the shell's `supportChat` machine's states.
 */
export function SupportChat() {
  const chat = useShellChat()
  return chat ? <SupportChatWidget chat={chat} /> : null
}

/**
 * Keeps keyboard focus in the widget as it changes shape: opening moves it into the panel (the
 * message box once the conversation has loaded, the Close link until then or without one); closing
 * puts it back on the button. Only focus the widget itself dropped (to the body) is moved, so a
 * person already elsewhere on the page stays where they are.
 */
function useChatFocus(panel: RefObject<HTMLElement | null>, expanded: boolean, loading: boolean) {
  const button = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    const dropped = () => document.activeElement === null || document.activeElement === document.body
    if (!expanded) {
      if (opened.current && dropped()) button.current?.focus()
      opened.current = false
      return
    }
    opened.current = true
    const box = panel.current
    if (box === null) return
    const close = box.querySelector<HTMLElement>(".support-chat-close")
    const field = loading ? null : box.querySelector<HTMLElement>("textarea")
    if (dropped() || document.activeElement === close) (field ?? close)?.focus()
  }, [panel, expanded, loading])
  return button
}

/** The widget over the shell's chat machine (exported for its markup test). */
export function SupportChatWidget({ chat }: { readonly chat: ChatRef }) {
  const { auth, config } = usePortal()
  const mode = chatWidgetMode(config.chatUrl, useSelector(auth, selectRoleId))
  const expanded = useSelector(chat, (s) => !s.matches("collapsed"))
  const loading = useSelector(chat, (s) => s.hasTag("loading"))
  const unread = useSelector(chat, (s) => s.context.unread)
  const panel = useRef<HTMLElement>(null)
  const button = useChatFocus(panel, expanded, loading)
  if (!expanded)
    return (
      <button
        ref={button}
        type="button"
        className="support-chat-button"
        onClick={() => chat.send({ type: "chat.expand", conversation: mode === "conversation" })}
      >
        <Icon name="chat" />
        <span className="support-chat-label">Chat with us</span>
        {unread && mode === "conversation" ? <span className="support-chat-unread">New answer</span> : null}
      </button>
    )
  return (
    // Escape anywhere in the panel closes it, as its Close link does.
    <section
      ref={panel}
      className="support-chat"
      aria-label="Support chat"
      onKeyDown={(e) => {
        if (e.key === "Escape" && !e.defaultPrevented) chat.send({ type: "chat.collapse" })
      }}
    >
      <div className="support-chat-header">
        <h2>Support chat</h2>
        {/* biome-ignore lint/a11y/useValidAnchor: the spec's widget closes with a close link */}
        <a
          href="#close-chat"
          className="support-chat-close"
          onClick={(e) => {
            e.preventDefault()
            chat.send({ type: "chat.collapse" })
          }}
        >
          Close
        </a>
      </div>
      {mode === "conversation" ? (
        <ChatConversation chat={chat} />
      ) : mode === "frame" ? (
        <iframe
          title="Support chat"
          className="support-chat-frame"
          src={config.chatUrl}
          sandbox={chatFrameSandbox(config.chatUrl, window.location.origin)}
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="chat-panel chat-note">
          {mode === "inbox" ? (
            <>
              Customers' conversations are answered in{" "}
              <Link href="/admin#support-chats">Admin, Support chats</Link>.
            </>
          ) : (
            <>Call us at {config.supportPhone}.</>
          )}
        </p>
      )}
    </section>
  )
}

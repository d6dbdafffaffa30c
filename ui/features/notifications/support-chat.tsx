import { useState } from "react"
import { Icon } from "../../components/icons.tsx"
import { usePortal } from "../../lib/portal-context.tsx"
import { chatFrameSandbox } from "./chat-frame.ts"
import "../../styles/notifications.css"

/**
 * The support chat widget: a collapsed button that expands into a sandboxed frame with the
 * configured contact-centre page (the built-in `/support-chat` by default) and closes with a link.
 */
export function SupportChat() {
  const { config } = usePortal()
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <button type="button" className="support-chat-button" onClick={() => setOpen(true)}>
        <Icon name="chat" />
        <span className="support-chat-label">Chat with us</span>
      </button>
    )
  return (
    <section className="support-chat" aria-label="Support chat">
      <div className="support-chat-header">
        <h2>Support chat</h2>
        {/* biome-ignore lint/a11y/useValidAnchor: the spec's widget closes with a close link */}
        <a
          href="#close-chat"
          className="support-chat-close"
          onClick={(e) => {
            e.preventDefault()
            setOpen(false)
          }}
        >
          Close
        </a>
      </div>
      <iframe
        title="Support chat"
        className="support-chat-frame"
        src={config.chatUrl}
        sandbox={chatFrameSandbox(config.chatUrl, window.location.origin)}
        referrerPolicy="no-referrer"
      />
    </section>
  )
}

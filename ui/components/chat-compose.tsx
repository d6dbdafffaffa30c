import { type FormEvent, type KeyboardEvent, useId } from "react"
import { CHAT_BODY_RULES } from "../../core/machines/support-chat/support-chat.machine.ts"
import "../styles/chat.css"

interface ChatComposeProps {
  readonly label: string
  readonly draft: string
  readonly canSend: boolean
  readonly busy: boolean
  readonly onChange: (value: string) => void
  readonly onSend: () => void
}

/**
 * The message field of a conversation: a labelled textarea bounded by the contract's Schema (its
 * count read out with it) and a Send button; Ctrl+Enter (or Cmd+Enter) sends as the button does.
 */
export function ChatCompose({ label, draft, canSend, busy, onChange, onSend }: ChatComposeProps) {
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (canSend && !busy) onSend()
  }
  const keys = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e)
  }
  return (
    <form className="chat-compose" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={draft}
        maxLength={CHAT_BODY_RULES.maxLength}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={keys}
      />
      <div className="chat-compose-row">
        <span id={`${id}-count`} className="chat-count">
          {draft.length} of {CHAT_BODY_RULES.maxLength} characters
        </span>
        <button type="submit" className="button button-primary" disabled={!canSend || busy}>
          {busy ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  )
}

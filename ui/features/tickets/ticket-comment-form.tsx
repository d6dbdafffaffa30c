import { useSelector } from "@xstate/react"
import type { FormEvent } from "react"
import { COMMENT_RULES } from "../../../core/machines/ticket-comment/ticket-comment.machine.ts"
import type { TicketCommentRef, TicketPageRef } from "./ticket-refs.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { commentFailureText } from "../../lib/failure-messages.ts"

/**
 * Adds a comment. Keystrokes only store the text (`comment.input`); the machine validates on blur and
 * on submit (spec section 5: blur, change and model update, never input) and posts it.
 */
export function TicketCommentForm({
  comment,
  page,
}: {
  readonly comment: TicketCommentRef
  readonly page: TicketPageRef
}) {
  const value = useSelector(comment, (s) => s.context.comment)
  const invalid = useSelector(comment, (s) => s.context.invalid)
  const failure = useSelector(comment, (s) => commentFailureText(s.context.error))
  const posting = useSelector(comment, (s) => s.matches("posting"))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    page.send({ type: "comment.submit" })
  }
  return (
    <form className="comment-form" onSubmit={submit} aria-busy={posting}>
      <div className="field">
        <label htmlFor="ticket-comment">Add a comment</label>
        <textarea
          id="ticket-comment"
          rows={3}
          value={value}
          maxLength={(COMMENT_RULES.maxLength ?? 2000) + 1}
          disabled={posting}
          aria-invalid={invalid !== null || undefined}
          aria-describedby={invalid !== null ? "ticket-comment-error" : undefined}
          onChange={(e) => page.send({ type: "comment.input", value: e.target.value })}
          onBlur={() => page.send({ type: "comment.blur" })}
        />
        {/* Always present, so a message appearing or going on blur never moves the button being clicked. */}
        <p id="ticket-comment-error" className="field-error">
          {invalid}
        </p>
      </div>
      {failure !== null ? <ErrorAlert message={failure} /> : null}
      <button type="submit" className="button button-primary" disabled={posting}>
        {posting ? <span className="spinner" aria-hidden="true" /> : null}
        Add comment
      </button>
    </form>
  )
}

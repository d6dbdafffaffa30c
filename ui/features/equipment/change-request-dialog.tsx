import { useSelector } from "@xstate/react"
import { useId } from "react"
import { Button } from "react-aria-components"
import { canSubmitChangeRequest } from "../../../core/domain/equipment/change-request.ts"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import type { ChangeRequestRef, EquipmentPageRef } from "./equipment-refs.ts"

/**
 * The change request dialog (spec sections 4, 5, 8): the message to the agreement's sales
 * representative; each failed check is an alert with the spec's text; 'Submitting...' while sending.
 */
export function ChangeRequestDialog({
  page,
  request,
}: {
  readonly page: EquipmentPageRef
  readonly request: ChangeRequestRef
}) {
  const id = useId()
  const open = useSelector(request, (s) => !s.matches("closed"))
  const message = useSelector(request, (s) => s.context.message)
  const submitting = useSelector(request, (s) => s.context.submitting)
  const problems = useSelector(request, (s) => s.context.problems)
  const failureText = useSelector(request, (s) => s.context.failureText)
  const to = useSelector(request, (s) => s.context.subject?.salesemail ?? null)
  return (
    <PortalDialog
      title="Request a change"
      isOpen={open}
      isDismissable={!submitting}
      onClose={() => page.send({ type: "request.close" })}
      className="change-request-dialog"
    >
      <p className="page-note">
        Your message goes to the sales representative of this agreement{to ? ` (${to})` : ""}.
      </p>
      {problems.map((p) => (
        <p key={p} role="alert" className="alert-error">
          {p}
        </p>
      ))}
      {failureText !== null ? (
        <p role="alert" className="alert-error change-request-failure">
          {failureText}
        </p>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          page.send({ type: "request.submit" })
        }}
      >
        <div className="field">
          <label htmlFor={id}>Message</label>
          <textarea
            id={id}
            rows={5}
            value={message}
            disabled={submitting}
            onChange={(e) => page.send({ type: "request.messageChange", message: e.target.value })}
          />
        </div>
        <div className="dialog-actions">
          <Button
            className="button button-secondary"
            isDisabled={submitting}
            onPress={() => page.send({ type: "request.close" })}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            className="button button-primary"
            isDisabled={!canSubmitChangeRequest(message, submitting)}
          >
            {submitting ? "Submitting..." : "Submit"}
          </Button>
        </div>
      </form>
    </PortalDialog>
  )
}

import { type FormEvent, lazy, type ReactNode, Suspense } from "react"
import { Button } from "react-aria-components"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { useOnceWanted } from "../../lib/use-once-wanted.ts"

// The modal's code loads when the dialog first opens: a ticket opened directly does not fetch and
// run it (issue 25).
const PortalDialog = lazy(() =>
  import("../../components/portal-dialog.tsx").then((m) => ({ default: m.PortalDialog })),
)

export interface TicketActionDialogProps {
  /** The action's name: the button that opens the dialog, its title and its submit button. */
  readonly action: string
  /** The submit button's text while the machine works ("Closing..."). */
  readonly busyLabel: string
  readonly isOpen: boolean
  readonly busy: boolean
  /** The line under the title saying what the action does. */
  readonly note: ReactNode
  /** The server's refusal in words, shown in the dialog (which stays open). */
  readonly failure: string | null
  readonly onOpen: () => void
  readonly onCancel: () => void
  readonly onSubmit: () => void
  /** The form's fields. */
  readonly children: ReactNode
}

/**
 * A ticket action that asks for words first (close, the customer's close, reopen): the button that
 * opens it, then an alert dialog with its note, fields, the server's refusal and Cancel / submit.
 */
export function TicketActionDialog(props: TicketActionDialogProps) {
  const { action, busy, onCancel } = props
  const needed = useOnceWanted(props.isOpen)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  return (
    <>
      <button type="button" className="button button-secondary" onClick={props.onOpen}>
        {action}
      </button>
      {needed ? (
        <Suspense fallback={null}>
          <PortalDialog
            title={action}
            role="alertdialog"
            isOpen={props.isOpen}
            isDismissable={!busy}
            onClose={onCancel}
            className="ticket-close-dialog"
          >
            <p className="page-note">{props.note}</p>
            <form onSubmit={submit} aria-busy={busy}>
              {props.children}
              {props.failure !== null ? <ErrorAlert message={props.failure} /> : null}
              <div className="dialog-actions">
                <Button className="button button-secondary" isDisabled={busy} onPress={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" className="button button-primary" isDisabled={busy}>
                  {busy ? props.busyLabel : action}
                </Button>
              </div>
            </form>
          </PortalDialog>
        </Suspense>
      ) : null}
    </>
  )
}

export interface TicketTextFieldProps {
  readonly id: string
  readonly label: ReactNode
  readonly rows: number
  readonly value: string
  /** The rule's limit; the field takes one more character so the machine can say it is too long. */
  readonly maxLength: number
  readonly disabled: boolean
  /** The field's error in words, or null. */
  readonly invalid: string | null
  /** The error line's id (another field of the form may share it). */
  readonly errorId: string
  /** Point at the error line only while there is an error (else always). */
  readonly describedWhenInvalid?: boolean
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
}

/** A dialog's text area with its label and error line. */
export function TicketTextField(props: TicketTextFieldProps) {
  const { id, invalid, errorId } = props
  const described = props.describedWhenInvalid !== true || invalid !== null
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={props.rows}
        value={props.value}
        maxLength={props.maxLength + 1}
        disabled={props.disabled}
        aria-invalid={invalid !== null || undefined}
        aria-describedby={described ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      <p id={errorId} className="field-error">
        {invalid}
      </p>
    </div>
  )
}

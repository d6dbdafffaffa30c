import { useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { placementFromUrl } from "../../../core/domain/equipment/ticket-prefill.ts"
import { contactDefaults, hasUnsavedChanges } from "../../../core/machines/new-ticket/new-ticket.form.ts"
import { selectUser, selectUserLoading } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { type ShellPageRef, useShellPage } from "../../lib/shell-context.tsx"
import { NewTicketDetails } from "./new-ticket-details.tsx"
import { NewTicketFiles } from "./new-ticket-files.tsx"
import { NewTicketPlacement } from "./new-ticket-placement.tsx"
import { newTicketPageChildren } from "./ticket-refs.ts"
import "../../styles/tickets.css"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { createFailureText, optionsFailureText } from "../../lib/failure-messages.ts"
import { confirmDialog } from "../../lib/dialog-state.ts"
import { useLeaveGuard } from "../../lib/leave-guard.ts"
import { showToast } from "../../lib/toasts.ts"
// The page machine's module comes with the screen (fetched beside it, not after it mounts), so
// the shell's import() on `shell.pageOpen` finds it loaded.
import "../../../core/machines/new-ticket-page/new-ticket-page.actors.ts"

/** Asked before a form with unsaved work is left (Cancel, a menu link, another in-app link). */
const confirmDiscard = () =>
  confirmDialog({
    title: "Discard this service ticket?",
    body: "What you have entered will be lost.",
    confirmText: "Discard",
    cancelText: "Cancel",
  })

/**
 * /tickets/new: the form starts with the signed-in user as the contact, so on a fresh page load it
 * waits for the user's profile (a failed load starts it empty).
 */
export default function NewTicketScreen(props: ScreenProps) {
  const { auth } = usePortal()
  const waiting = useSelector(auth, (s) => selectUser(s) === null && selectUserLoading(s))
  if (!waiting) return <NewTicketPage {...props} />
  return (
    <div className="page new-ticket-page">
      <h1>{props.title}</h1>
      <p role="status" className="page-note">
        Loading…
      </p>
    </div>
  )
}

/** Opens the new-ticket page machine in the shell, starting from the user and the URL's placement. */
function NewTicketPage(props: ScreenProps) {
  const { auth } = usePortal()
  const search = useSearch()
  // Opened from a piece of equipment, the form starts placed at it (agreement, location, equipment).
  const [defaults] = useState(() => ({
    ...contactDefaults(selectUser(auth.getSnapshot())),
    ...placementFromUrl(Object.fromEntries(new URLSearchParams(search))),
  }))
  const page = useShellPage("newTicketPage", { defaults })
  return page === null ? null : <NewTicketForm {...props} page={page} />
}

/**
 * Renders the new-ticket page machine's form and choices and sends it every event; the machine
 * counts the created ticket in the shell's navigation, and the route follows it here.
 */
function NewTicketForm({ title, page }: ScreenProps & { readonly page: ShellPageRef<"newTicketPage"> }) {
  const [, navigate] = useLocation()
  const { form, options } = newTicketPageChildren(page)
  const submitting = useSelector(
    form,
    (s) => s.matches("submitting") || s.matches("submittingWithFiles") || s.matches("done"),
  )
  const failure = useSelector(form, (s) => createFailureText(s.context.error))
  const contacts = useSelector(options, (s) => s.context.contacts)
  const optionsError = useSelector(options, (s) => optionsFailureText(s.context.error))
  const unsaved = useSelector(
    form,
    (s) =>
      s.matches("editing") &&
      (hasUnsavedChanges(s.context.initial, s.context.values) || s.context.files.length > 0),
  )
  useLeaveGuard(unsaved ? confirmDiscard : null)

  useEffect(() => {
    const sub = page.on("ticket.created", (e) => {
      showToast({ title: `Service Ticket #${e.ticketid} created`, tone: "success" })
      navigate(`/tickets/${e.ticketid}`)
    })
    return () => sub.unsubscribe()
  }, [page, navigate])

  // After a submit, focus the first field the machine found invalid (in form order).
  const [attempts, setAttempts] = useState(0)
  useEffect(() => {
    if (attempts > 0) document.querySelector<HTMLElement>(".new-ticket-form [aria-invalid='true']")?.focus()
  }, [attempts])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    page.send({ type: "form.submit" })
    setAttempts((n) => n + 1)
  }
  return (
    <div className="page new-ticket-page">
      <h1>{title}</h1>
      <p className="page-note">Fields marked * are required.</p>
      {optionsError !== null ? <ErrorAlert message={optionsError} /> : null}
      <form className="new-ticket-form" onSubmit={submit} noValidate aria-busy={submitting}>
        <NewTicketPlacement form={form} options={options} page={page} disabled={submitting} />
        <NewTicketDetails form={form} page={page} contacts={contacts} disabled={submitting} />
        <NewTicketFiles form={form} page={page} disabled={submitting} />
        <div role="alert" className="alert-error">
          {failure}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? <span className="spinner" aria-hidden="true" /> : null}
            Submit Ticket
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={async () => {
              if (!unsaved || (await confirmDiscard())) navigate("/tickets")
            }}
          >
            Cancel
          </button>
        </div>
      </form>
    </div>
  )
}

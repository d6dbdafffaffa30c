import { useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useState } from "react"
import { useLocation } from "wouter"
import { contactDefaults } from "../../../core/machines/new-ticket/new-ticket.form.ts"
import { selectUser } from "../../app/auth-selectors.ts"
import { useNavigationActor } from "../../app/navigation-context.tsx"
import { usePortal } from "../../app/portal-context.tsx"
import type { ScreenProps } from "../../app/screens.tsx"
import { usePortalActor } from "../../app/use-portal-actor.ts"
import { NewTicketDetails } from "./new-ticket-details.tsx"
import { NewTicketPlacement } from "./new-ticket-placement.tsx"
import { liveTicketMachines } from "./tickets-runtime.ts"
import "../../styles/tickets.css"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { createFailureText, optionsFailureText } from "../../lib/failure-messages.ts"

/** /tickets/new: the form renders the new-ticket machine; once created, the open count and the route follow. */
export default function NewTicketScreen({ title }: ScreenProps) {
  const { auth } = usePortal()
  const [, navigate] = useLocation()
  const nav = useNavigationActor()
  const [defaults] = useState(() => contactDefaults(selectUser(auth.getSnapshot())))
  const form = usePortalActor("newTicket", liveTicketMachines.newTicket, { input: { defaults } })
  const options = usePortalActor("ticketOptions", liveTicketMachines.options)
  const submitting = useSelector(form, (s) => s.matches("submitting") || s.matches("done"))
  const failure = useSelector(form, (s) => createFailureText(s.context.error))
  const contacts = useSelector(options, (s) => s.context.contacts)
  const optionsError = useSelector(options, (s) => optionsFailureText(s.context.error))

  useEffect(() => {
    const sub = form.on("ticket.created", (e) => {
      nav?.send({ type: "nav.ticketCreated" })
      navigate(`/tickets/${e.ticketid}`)
    })
    return () => sub.unsubscribe()
  }, [form, nav, navigate])

  // After a submit, focus the first field the machine found invalid (in form order).
  const [attempts, setAttempts] = useState(0)
  useEffect(() => {
    if (attempts > 0) document.querySelector<HTMLElement>(".new-ticket-form [aria-invalid='true']")?.focus()
  }, [attempts])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.send({ type: "form.submit" })
    setAttempts((n) => n + 1)
  }
  return (
    <div className="page new-ticket-page">
      <h1>{title}</h1>
      <p className="page-note">Fields marked * are required.</p>
      {optionsError !== null ? <ErrorAlert message={optionsError} /> : null}
      <form className="new-ticket-form" onSubmit={submit} noValidate aria-busy={submitting}>
        <NewTicketPlacement form={form} options={options} disabled={submitting} />
        <NewTicketDetails form={form} contacts={contacts} disabled={submitting} />
        <div role="alert" className="alert-error">
          {failure}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? <span className="spinner" aria-hidden="true" /> : null}
            Submit Ticket
          </button>
          <button type="button" className="button button-secondary" onClick={() => navigate("/tickets")}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  )
}

import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Link } from "wouter"
import type { ScreenProps } from "../../app/screens.tsx"
import { usePortalActor } from "../../app/use-portal-actor.ts"
import { saveFile } from "../../app/save-file.ts"
import { TicketAttachments } from "./ticket-attachments.tsx"
import { TicketCommentForm } from "./ticket-comment-form.tsx"
import { TicketFields } from "./ticket-fields.tsx"
import { TicketLocation } from "./ticket-location.tsx"
import { TicketTimeline } from "./ticket-timeline.tsx"
import { liveTicketMachines } from "./tickets-runtime.ts"
import "../../styles/tickets.css"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { detailFailureText } from "../../lib/failure-messages.ts"

/** One ticket: its machines, and the events that pass between them (comment posted, files changed). */
function TicketDetail({ ticketId, title }: { readonly ticketId: number; readonly title: string }) {
  const input = { input: { ticketId } }
  const detail = usePortalActor("ticketDetail", liveTicketMachines.detail, input)
  const comment = usePortalActor("ticketComment", liveTicketMachines.comment, input)
  const attachments = usePortalActor("ticketAttachments", liveTicketMachines.attachments, input)
  const ticket = useSelector(detail, (s) => s.context.ticket)
  const loading = useSelector(detail, (s) => s.matches("loading"))
  const error = useSelector(detail, (s) =>
    s.matches("error") ? detailFailureText(s.context.error, ticketId) : null,
  )

  useEffect(() => {
    const subs = [
      comment.on("comment.posted", (e) =>
        detail.send({ type: "detail.activityAdded", activity: e.activity }),
      ),
      attachments.on("attachments.changed", () => detail.send({ type: "detail.filesReload" })),
      attachments.on("attachment.downloaded", (e) =>
        saveFile(e.file.originalFileName || e.file.fileName, e.data),
      ),
    ]
    return () => {
      for (const sub of subs) sub.unsubscribe()
    }
  }, [detail, comment, attachments])

  return (
    <div className="page ticket-page">
      <p className="back-link">
        <Link href="/tickets">Back to Service Tickets</Link>
      </p>
      <h1>{title}</h1>
      <p role="status" className="visually-hidden">
        {loading ? "Loading the service ticket…" : ""}
      </p>
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => detail.send({ type: "detail.reload" })}
        />
      ) : null}
      {ticket !== null ? (
        <div className="ticket-layout">
          <div className="ticket-main">
            <TicketFields ticket={ticket} />
            <TicketTimeline detail={detail} />
            <TicketCommentForm comment={comment} />
          </div>
          <aside className="ticket-side" aria-label="Location and attachments">
            <TicketLocation ticket={ticket} />
            <TicketAttachments detail={detail} attachments={attachments} />
          </aside>
        </div>
      ) : null}
    </div>
  )
}

/** /tickets/:id ('Service Ticket #id'); a new id starts fresh machines. */
export default function TicketDetailScreen({ params, title }: ScreenProps) {
  const ticketId = Number(params.id)
  return <TicketDetail key={ticketId} ticketId={ticketId} title={title} />
}

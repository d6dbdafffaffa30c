import { useSelector } from "@xstate/react"
import { ticketNewsText } from "../../../core/domain/live/live-events.ts"
import { useEffect } from "react"
import { Link } from "wouter"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { type ShellPageRef, useShellPage } from "../../lib/shell-context.tsx"
import { saveFile } from "../../lib/save-file.ts"
import { TicketAttachments } from "./ticket-attachments.tsx"
import { recordNotFoundView } from "../../../core/domain/record-links.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { showToast } from "../../lib/toasts.ts"
import { TicketActions } from "./ticket-actions.tsx"
import { TicketCommentForm } from "./ticket-comment-form.tsx"
import { TicketCatalogue } from "./ticket-catalogue.tsx"
import { TicketFields } from "./ticket-fields.tsx"
import { TicketLocation } from "./ticket-location.tsx"
import { TicketTimeline } from "./ticket-timeline.tsx"
import { TicketWatchers } from "./ticket-watchers.tsx"
import { TicketRatingSection } from "./ticket-rating-section.tsx"
import { isClosedStatus } from "../../../core/domain/tickets/status.ts"
import { ticketPageChildren } from "./ticket-refs.ts"
import "../../styles/tickets.css"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { NotFoundView } from "../../components/not-found-view.tsx"
import { detailFailureText } from "../../lib/failure-messages.ts"
import { LoadingStatus } from "../../components/loading-status.tsx"
// The page machine's module comes with the screen (fetched beside it, not after it mounts), so
// the shell's import() on `shell.pageOpen` finds it loaded.
import "../../../core/machines/ticket-page/ticket-page.actors.ts"

interface TicketDetailProps {
  readonly ticketId: number
  readonly title: string
  readonly page: ShellPageRef<"ticketPage">
}

/**
 * One ticket: renders the ticket page machine's children; downloaded files are saved here. The
 * machine counts a closed ticket in the shell's navigation.
 */
function TicketDetail({ ticketId, title, page }: TicketDetailProps) {
  const { detail, comment, attachments, close, customerClose } = ticketPageChildren(page)
  const { auth } = usePortal()
  const roleId = useSelector(auth, selectRoleId)
  const ticket = useSelector(detail, (s) => s.context.ticket)
  const loading = useSelector(detail, (s) => s.matches("loading"))
  const notFound = useSelector(detail, (s) => s.matches("notFound"))
  const error = useSelector(detail, (s) =>
    s.matches("error") ? detailFailureText(s.context.error, ticketId) : null,
  )
  // Others' comments, files and status arrive live (issue 29): said politely to screen readers.
  const news = useSelector(detail, (s) => (s.matches("refreshing") ? 0 : s.context.refreshNews.added))

  useEffect(() => {
    const sub = page.on("attachment.downloaded", (e) =>
      saveFile(e.file.originalFileName || e.file.fileName, e.data),
    )
    const closed = page.on("ticket.closed", (e) => {
      showToast({ title: `Service Ticket #${e.ticket.ticketid} closed`, tone: "success" })
    })
    const reopened = page.on("ticket.reopened", (e) => {
      showToast({ title: `Service Ticket #${e.ticket.ticketid} reopened`, tone: "success" })
    })
    return () => {
      sub.unsubscribe()
      closed.unsubscribe()
      reopened.unsubscribe()
    }
  }, [page])

  if (notFound) return <NotFoundView view={recordNotFoundView("ticket", ticketId, roleId)} />
  return (
    <div className="page ticket-page">
      <p className="back-link">
        <Link href="/tickets">Back to Service Tickets</Link>
      </p>
      <h1>{title}</h1>
      <LoadingStatus loading={loading} label="Loading the service ticket…" />
      <p role="status" className="visually-hidden">
        {ticketNewsText(news)}
      </p>
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => page.send({ type: "detail.reload" })}
        />
      ) : null}
      {ticket !== null ? (
        <div className="ticket-layout">
          <div className="ticket-main">
            <TicketActions ticket={ticket} close={close} customerClose={customerClose} page={page} />
            <TicketFields ticket={ticket} />
            <TicketCatalogue ticket={ticket} />
            {isClosedStatus(ticket.ticketstatus) ? <TicketRatingSection page={page} /> : null}
            <TicketTimeline detail={detail} />
            <TicketCommentForm comment={comment} page={page} />
          </div>
          <aside className="ticket-side" aria-label="Location, attachments and watchers">
            <TicketLocation ticket={ticket} />
            <TicketAttachments detail={detail} attachments={attachments} page={page} />
            <TicketWatchers page={page} />
          </aside>
        </div>
      ) : null}
    </div>
  )
}

/** Opens the ticket's page machine in the shell. */
function TicketPage({ ticketId, title }: Omit<TicketDetailProps, "page">) {
  const page = useShellPage("ticketPage", { ticketId })
  return page === null ? null : <TicketDetail ticketId={ticketId} title={title} page={page} />
}

/** /tickets/:id ('Service Ticket #id'); a new id starts a fresh page machine. */
export default function TicketDetailScreen({ params, title }: ScreenProps) {
  const ticketId = Number(params.id)
  return <TicketPage key={ticketId} ticketId={ticketId} title={title} />
}

import { useSelector } from "@xstate/react"
import { Link, useSearch } from "wouter"
import { parseTicketListUrl } from "../../../core/domain/tickets/list-url.ts"
import type { ScreenProps } from "../../app/screens.tsx"
import { usePortalActor } from "../../app/use-portal-actor.ts"
import { TicketExportButton } from "./ticket-export-button.tsx"
import { TicketFilters } from "./ticket-filters.tsx"
import { TicketListPagination } from "./ticket-list-pagination.tsx"
import type { TicketListRef } from "./ticket-refs.ts"
import { TicketSearch } from "./ticket-search.tsx"
import { TicketTable } from "./ticket-table.tsx"
import { fromQueryString } from "./query-string.ts"
import { liveTicketMachines } from "./tickets-runtime.ts"
import { useTicketListUrl } from "./use-list-url.ts"
import "../../styles/tickets.css"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { listFailureText } from "../../lib/failure-messages.ts"

function ListStatus({ list }: { readonly list: TicketListRef }) {
  const loading = useSelector(list, (s) => s.matches("loading"))
  const error = useSelector(list, (s) => (s.matches("error") ? listFailureText(s.context.error) : null))
  return (
    <>
      <p role="status" className="visually-hidden">
        {loading ? "Loading service tickets…" : ""}
      </p>
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => list.send({ type: "list.refresh", force: true })}
        />
      ) : null}
    </>
  )
}

/** /tickets: the URL holds the whole view; the screen renders the list machine and sends its events. */
export default function TicketListScreen({ title }: ScreenProps) {
  // Starts from the URL, so a deep link's page size is not taken for a change that resets the page.
  const search = useSearch()
  const list = usePortalActor("ticketList", liveTicketMachines.list, {
    input: { params: parseTicketListUrl(fromQueryString(search)) },
  })
  const exporter = usePortalActor("ticketExport", liveTicketMachines.export)
  const options = usePortalActor("ticketOptions", liveTicketMachines.options)
  useTicketListUrl(list, "/tickets")
  return (
    <div className="page tickets-page">
      <header className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          <TicketExportButton list={list} exporter={exporter} />
          <Link href="/tickets/new" className="button button-primary">
            New Service Ticket
          </Link>
        </div>
      </header>
      <TicketSearch list={list} />
      <TicketFilters list={list} options={options} />
      <ListStatus list={list} />
      <TicketTable list={list} />
      <TicketListPagination list={list} />
    </div>
  )
}

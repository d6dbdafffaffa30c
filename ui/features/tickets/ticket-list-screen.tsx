import { useSelector } from "@xstate/react"
import { useRef } from "react"
import { Link, useSearch } from "wouter"
import { seesSeveralCompanies } from "../../../core/domain/roles.ts"
import { TICKET_LIST_URL } from "../../../core/domain/tickets/list-url.ts"
import { ticketListPageInput } from "../../../core/machines/shell/route-pages.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { useShellPage } from "../../lib/shell-context.tsx"
import { TicketExportButton } from "./ticket-export-button.tsx"
import { TicketFilters } from "./ticket-filters.tsx"
import { TicketListChanges } from "./ticket-list-changes.tsx"
import { TicketFiltersDialog } from "./ticket-filters-dialog.tsx"
import { listPageChildren, type TicketListPageRef, type TicketListRef } from "./ticket-refs.ts"
import { TicketTable } from "./ticket-table.tsx"
import { SavedViewTools } from "./saved-view-tools.tsx"
import { useListUrl } from "../../lib/use-list-url.ts"
import "../../styles/tickets.css"
import "../../styles/ticket-list.css"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { ListPagination } from "../../components/list-pagination.tsx"
import { ListSearch } from "../../components/list-search.tsx"
import { listFailureText } from "../../lib/failure-messages.ts"
import { useScreenSize } from "../../lib/use-screen-size.ts"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { PageLoading } from "../../components/page-loading.tsx"
// The page machine's module comes with the screen (fetched beside it, not after it mounts), so
// the shell's import() on `shell.pageOpen` finds it loaded.
import "../../../core/machines/ticket-list-page/ticket-list-page.actors.ts"

function ListStatus({ list, page }: { readonly list: TicketListRef; readonly page: TicketListPageRef }) {
  const loading = useSelector(list, (s) => s.matches("loading"))
  const error = useSelector(list, (s) => (s.matches("error") ? listFailureText(s.context.error) : null))
  return (
    <>
      <LoadingStatus loading={loading} label="Loading service tickets…" />
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => page.send({ type: "list.refresh", force: true })}
        />
      ) : null}
    </>
  )
}

/**
 * /tickets: the URL holds the whole view. The screen opens the Service Tickets page machine in the
 * shell, sends it every event and renders its children (list, filter choices, export).
 */
export default function TicketListScreen({ title }: ScreenProps) {
  // Starts from the URL, so a deep link's page size is not taken for a change that resets the page.
  const search = useSearch()
  const page = useShellPage("ticketListPage", ticketListPageInput(search))
  if (page === null)
    return <PageLoading className="page tickets-page" title={title} label="Loading service tickets…" />
  return <TicketListView title={title} page={page} />
}

function TicketListView({ title, page }: { readonly title: string; readonly page: TicketListPageRef }) {
  const { list, options, exporter } = listPageChildren(page)
  const heading = useRef<HTMLHeadingElement>(null)
  useListUrl(TICKET_LIST_URL, { list, target: page, basePath: "/tickets" })
  const small = useScreenSize() === "small"
  const { auth } = usePortal()
  const withCustomer = useSelector(auth, (s) => seesSeveralCompanies(selectRoleId(s)))
  return (
    <div className="page tickets-page">
      <header className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div className="page-actions">
          <TicketExportButton page={page} exporter={exporter} />
          <Link href="/tickets/new" className="button button-primary">
            New Service Ticket
          </Link>
        </div>
      </header>
      <ListSearch
        list={list}
        target={page}
        label="Search tickets"
        placeholder="Problem, ticket, serial or contact"
      />
      {small ? null : <TicketFilters list={list} options={options} page={page} />}
      <SavedViewTools list={list} />
      <ListStatus list={list} page={page} />
      <TicketListChanges page={page} heading={heading} />
      <TicketTable
        list={list}
        page={page}
        withCustomer={withCustomer}
        cardTools={small ? <TicketFiltersDialog list={list} options={options} page={page} /> : null}
      />
      <ListPagination list={list} target={page} label="Service tickets pages" />
    </div>
  )
}

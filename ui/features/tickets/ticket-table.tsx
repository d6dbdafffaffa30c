import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import type { TicketSortField } from "../../../core/domain/tickets/sort.ts"
import type { Ticket } from "../../../core/schema/ticket.ts"
import { ClipText, DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { StatusChip } from "../../components/status-chip.tsx"
import { fieldText, severityText, statusChip, ticketDate } from "./ticket-format.ts"
import type { ReactNode } from "react"
import type { TicketListPageRef, TicketListRef } from "./ticket-refs.ts"

type Column = DataColumn<Ticket, TicketSortField>

const customerColumn: Column = {
  id: "customer",
  label: "Customer",
  sortField: "customername",
  clip: true,
  className: "col-customer",
  cell: (t) => fieldText(t, "customername"),
}

/**
 * What a customer scans first, in order: ticket, status, severity, problem, equipment, dates. Narrow
 * tables leave out severity, equipment, location and the created date (the cards show them all);
 * the contact shows on cards only. The Customer column takes room: equipment and severity then
 * need a table one step wider.
 */
const columns = (withCustomer: boolean): ReadonlyArray<Column> => [
  {
    id: "ticket",
    label: "Ticket",
    sortField: "ticketid",
    className: "col-ticket",
    cell: (t) => (
      <Link href={`/tickets/${t.ticketid}`} className="ticket-link">
        #{t.ticketid}
      </Link>
    ),
  },
  ...(withCustomer ? [customerColumn] : []),
  {
    id: "status",
    label: "Status",
    sortField: "ticketstatus",
    card: "badge",
    className: "col-status",
    cell: (t) => <StatusChip {...statusChip(t.ticketstatus)} />,
  },
  {
    id: "severity",
    label: "Severity",
    sortField: "severitylevel",
    clip: true,
    hideBelow: withCustomer ? "xl" : "lg",
    cell: (t) => severityText(t.severitylevel),
  },
  {
    id: "problem",
    label: "Problem",
    sortField: "problem",
    clip: true,
    card: "lead",
    className: "col-problem",
    cell: (t) => fieldText(t, "problem"),
  },
  {
    id: "equipment",
    label: "Equipment",
    sortField: "equipment",
    hideBelow: withCustomer ? "lg" : "md",
    className: "col-equipment",
    cell: (t) => (
      <>
        <ClipText lines={1}>{fieldText(t, "equipment")}</ClipText>
        <span className="cell-sub">{fieldText(t, "serialnumber")}</span>
      </>
    ),
  },
  {
    id: "location",
    label: "Location",
    sortField: "locationname",
    clip: true,
    hideBelow: "xl",
    cell: (t) => fieldText(t, "locationname"),
  },
  {
    id: "contact",
    label: "Contact",
    sortField: "contactname",
    cardOnly: true,
    cell: (t) => fieldText(t, "contactname"),
  },
  {
    id: "created",
    label: "Created",
    sortField: "createddateutc",
    hideBelow: "lg",
    className: "col-date",
    cell: (t) => ticketDate(t, "createddateutc"),
  },
  {
    id: "update",
    label: "Last Update",
    sortField: "latestactivitydate",
    className: "col-update",
    cell: (t) => (
      <>
        <ClipText lines={1}>{fieldText(t, "latestactivitydescription")}</ClipText>
        <span className="cell-sub">{ticketDate(t, "latestactivitydate")}</span>
      </>
    ),
  },
]

/**
 * The ticket list in the shared DataTable (a table from 770 px, cards below); sorting is sent to the
 * machine. `withCustomer` adds the Customer column for those who see several companies.
 */
export function TicketTable({
  list,
  page,
  withCustomer,
  cardTools,
}: {
  readonly list: TicketListRef
  readonly page: TicketListPageRef
  readonly withCustomer: boolean
  /** Small screens: the Filters button, beside the sort choice. */
  readonly cardTools?: ReactNode
}) {
  const rows = useSelector(list, (s) => s.context.results)
  const field = useSelector(list, (s) => s.context.sort)
  const direction = useSelector(list, (s) => s.context.sortDirection)
  const busy = useSelector(list, (s) => s.matches("loading") || s.matches("debouncing"))
  return (
    <DataTable
      label="Service tickets"
      columns={columns(withCustomer)}
      rows={rows}
      rowKey={(t) => t.ticketid}
      rowHeader="ticket"
      sort={{ field, direction, onSort: (f) => page.send({ type: "list.sortChange", field: f }) }}
      busy={busy}
      empty="No service tickets match these filters."
      cardTools={cardTools}
    />
  )
}

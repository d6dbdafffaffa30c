import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import type { TicketSortField } from "../../../core/domain/tickets/sort.ts"
import type { Ticket } from "../../../core/schema/ticket.ts"
import { SortableHeader } from "../../components/sortable-header.tsx"
import { StatusChip } from "../../components/status-chip.tsx"
import { fieldText, severityText, statusChip, ticketDate } from "./ticket-format.ts"
import type { TicketListPageRef, TicketListRef } from "./ticket-refs.ts"

const COLUMNS: ReadonlyArray<{ readonly field: TicketSortField; readonly label: string }> = [
  { field: "ticketid", label: "Ticket" },
  { field: "ticketstatus", label: "Status" },
  { field: "severitylevel", label: "Severity" },
  { field: "problem", label: "Problem" },
  { field: "equipment", label: "Equipment" },
  { field: "locationname", label: "Location" },
  { field: "contactname", label: "Contact" },
  { field: "createddateutc", label: "Created" },
  { field: "latestactivitydate", label: "Last Update" },
]

function TicketRow({ ticket }: { readonly ticket: Ticket }) {
  const chip = statusChip(ticket.ticketstatus)
  return (
    <tr>
      <th scope="row">
        <Link href={`/tickets/${ticket.ticketid}`} className="ticket-link">
          #{ticket.ticketid}
        </Link>
      </th>
      <td>
        <StatusChip label={chip.label} tone={chip.tone} />
      </td>
      <td className="cell-severity">{severityText(ticket.severitylevel)}</td>
      <td className="cell-problem">{fieldText(ticket, "problem")}</td>
      <td>
        {fieldText(ticket, "equipment")}
        <span className="cell-sub">{fieldText(ticket, "serialnumber")}</span>
      </td>
      <td>{fieldText(ticket, "locationname")}</td>
      <td>{fieldText(ticket, "contactname")}</td>
      <td className="cell-date">{ticketDate(ticket, "createddateutc")}</td>
      <td className="cell-update">
        {fieldText(ticket, "latestactivitydescription")}
        <span className="cell-sub">{ticketDate(ticket, "latestactivitydate")}</span>
      </td>
    </tr>
  )
}

/** The ticket rows with sortable column headers; sorting is sent to the machine. */
export function TicketTable({
  list,
  page,
}: {
  readonly list: TicketListRef
  readonly page: TicketListPageRef
}) {
  const rows = useSelector(list, (s) => s.context.results)
  const sort = useSelector(list, (s) => s.context.sort)
  const direction = useSelector(list, (s) => s.context.sortDirection)
  const loading = useSelector(list, (s) => s.matches("loading") || s.matches("debouncing"))
  const onSort = (field: TicketSortField) => page.send({ type: "list.sortChange", field })
  return (
    <div className="table-scroll">
      <table className="data-table ticket-table" aria-busy={loading} aria-label="Service tickets">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <SortableHeader key={c.field} {...c} sort={sort} direction={direction} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((ticket) => (
            <TicketRow key={ticket.ticketid} ticket={ticket} />
          ))}
          {rows !== null && rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="empty-row">
                No service tickets match these filters.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

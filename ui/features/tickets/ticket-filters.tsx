import { useSelector } from "@xstate/react"
import { useEffect, useId, useState } from "react"
import { filterScope } from "../../../core/domain/tickets/filter-scope.ts"
import { splitList } from "../../../core/domain/lists/search.ts"
import type { TicketListFilters } from "../../../core/domain/tickets/list-url.ts"
import { TICKET_STATUS_OPTIONS, type TicketStatusFilter } from "../../../core/domain/tickets/status.ts"
import { ChoiceFilter } from "../../components/choice-filter.tsx"
import { DateRangePicker } from "../../components/date-range-picker.tsx"
import { agreementChoices, contactChoices, locationChoices } from "./option-choices.ts"
import type { TicketListPageRef, TicketListRef, TicketOptionsRef } from "./ticket-refs.ts"

interface FiltersProps {
  readonly list: TicketListRef
  readonly options: TicketOptionsRef
  readonly page: TicketListPageRef
}

function SerialFilter({
  value,
  onApply,
}: {
  readonly value: ReadonlyArray<string>
  readonly onApply: (v: string[]) => void
}) {
  const id = useId()
  const joined = value.join(", ")
  const [text, setText] = useState(joined)
  useEffect(() => setText(joined), [joined])
  const apply = () => {
    if (text !== joined) onApply(splitList(text))
  }
  return (
    <div className="field filter-serials">
      <label htmlFor={id}>Equipment serial numbers</label>
      <input
        id={id}
        value={text}
        placeholder="e.g. SN-1042, SN-2210"
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === "Enter" && apply()}
      />
    </div>
  )
}

/**
 * Status, agreements, locations, equipment, contact and date filters; each change goes to the page,
 * which also has the Locations choices loaded for the chosen agreements (or all of them).
 */
export function TicketFilters({ list, options, page }: FiltersProps) {
  const statusId = useId()
  const status = useSelector(list, (s) => s.context.status)
  const filters = useSelector(list, (s) => s.context.filters)
  const agreements = useSelector(options, (s) => s.context.agreements)
  const contacts = useSelector(options, (s) => s.context.contacts)
  const locations = useSelector(options, (s) => s.context.locations)
  const change = (next: Partial<TicketListFilters>) => page.send({ type: "list.filterChange", filters: next })
  const scope = filterScope(filters.agreements, agreements)
  return (
    <section className="ticket-filters" aria-label="Filters">
      <div className="field filter-status">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={status}
          onChange={(e) =>
            page.send({ type: "list.statusChange", status: e.target.value as TicketStatusFilter })
          }
        >
          {TICKET_STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <ChoiceFilter
        label="Agreements"
        choices={agreementChoices(agreements)}
        selected={filters.agreements.map(String)}
        onChange={(v) => change({ agreements: v.map(Number) })}
        emptyText="No agreements"
      />
      <ChoiceFilter
        label="Locations"
        choices={locationChoices(scope, locations)}
        selected={filters.locations.map(String)}
        onChange={(v) => change({ locations: v.map(Number) })}
        emptyText="No locations"
      />
      <ChoiceFilter
        label="Contacts"
        choices={contactChoices(contacts)}
        selected={filters.contactname}
        onChange={(v) => change({ contactname: [...v] })}
        emptyText="No contacts"
      />
      <SerialFilter value={filters.equipment} onApply={(equipment) => change({ equipment })} />
      <DateRangePicker
        label="Call date"
        value={filters.calldate}
        onChange={(calldate) => change({ calldate })}
      />
      <DateRangePicker
        label="Completed date"
        value={filters.completeddate}
        onChange={(completeddate) => change({ completeddate })}
      />
    </section>
  )
}

import { useSelector } from "@xstate/react"
import { useId } from "react"
import type { TicketListPageRef, TicketListRef } from "./ticket-refs.ts"

/**
 * The search box. Every keystroke goes to the machine, which waits 300 ms after the last one, trims
 * the term and asks again; the box shows the text as typed.
 */
export function TicketSearch({
  list,
  page,
}: {
  readonly list: TicketListRef
  readonly page: TicketListPageRef
}) {
  const id = useId()
  const search = useSelector(list, (s) => s.context.search)
  return (
    <div className="field ticket-search">
      <label htmlFor={id}>Search tickets</label>
      <input
        id={id}
        type="search"
        value={search}
        placeholder="Problem, ticket, model, serial, equipment, reference or contact"
        onChange={(e) => page.send({ type: "list.searchChange", search: e.target.value })}
      />
    </div>
  )
}

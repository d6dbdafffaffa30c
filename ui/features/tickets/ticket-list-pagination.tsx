import { useSelector } from "@xstate/react"
import { pageCount, pageSizeOptions } from "../../../core/domain/lists/paging.ts"
import { Pagination } from "../../components/pagination.tsx"
import type { TicketListPageRef, TicketListRef } from "./ticket-refs.ts"

/** The list's pagination: page links and page size, sent to the machine (which clamps and resets). */
export function TicketListPagination({
  list,
  page: pageMachine,
}: {
  readonly list: TicketListRef
  readonly page: TicketListPageRef
}) {
  const page = useSelector(list, (s) => s.context.page)
  const pageSize = useSelector(list, (s) => s.context.pageSize)
  const count = useSelector(list, (s) => s.context.count)
  const loaded = useSelector(list, (s) => s.context.results !== null)
  if (!loaded) return null
  return (
    <Pagination
      label="Service tickets pages"
      page={page}
      pageCount={pageCount(count, pageSize)}
      pageSize={pageSize}
      pageSizes={pageSizeOptions(pageSize)}
      count={count}
      onPage={(p) => pageMachine.send({ type: "list.pageSet", page: p })}
      onPageSize={(size) => pageMachine.send({ type: "list.pageSizeChange", pageSize: size })}
    />
  )
}

import { useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import { toUrlParams } from "../../../core/domain/tickets/list-url.ts"
import { fromQueryString, toQueryString } from "../../lib/query-string.ts"
import type { TicketListPageRef, TicketListRef } from "./ticket-refs.ts"

type Snapshot = ReturnType<TicketListRef["getSnapshot"]>

/** The query the list's state stands for; null while search typing is being debounced. */
const selectQuery = (s: Snapshot): string | null =>
  s.matches("debouncing") ? null : toQueryString(toUrlParams(s.context))

/**
 * Keeps the URL and the ticket list in step. A URL the app did not write itself (first visit, a
 * shared link, the side navigation, back and forward) becomes `list.urlChange`; the machine applies
 * the spec's fallbacks and, when the state it settles on reads differently, the URL is replaced by
 * it (so `?page=abc&sort=bogus` becomes `/tickets`). Changes made on the page push a new entry.
 */
const hrefOf = (basePath: string, query: string) => (query === "" ? basePath : `${basePath}?${query}`)

export function useTicketListUrl(page: TicketListPageRef, list: TicketListRef, basePath: string): void {
  const [, navigate] = useLocation()
  const search = useSearch()
  const query = useSelector(list, selectQuery)
  const written = useRef<string | null>(null)

  useEffect(() => {
    if (search === written.current) return
    page.send({ type: "list.urlChange", params: fromQueryString(search) })
    const settled = selectQuery(list.getSnapshot())
    written.current = settled ?? search
    if (settled !== null && settled !== search) navigate(hrefOf(basePath, settled), { replace: true })
  }, [search, page, list, navigate, basePath])

  // Reads the actor rather than `query`: in the commit where the URL was just applied, `query` is stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is the trigger, the value is read fresh
  useEffect(() => {
    const current = selectQuery(list.getSnapshot())
    if (current === null || current === written.current) return
    written.current = current
    navigate(hrefOf(basePath, current))
  }, [query, list, navigate, basePath])
}

import { useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import { userListUrlParams } from "../../../core/domain/users/list-url.ts"
import type { UserListRef } from "./users-refs.ts"

export const fromQueryString = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search))

type Snapshot = ReturnType<UserListRef["getSnapshot"]>

const selectQuery = (s: Snapshot): string | null =>
  s.matches("debouncing") ? null : new URLSearchParams(userListUrlParams(s.context)).toString()

const hrefOf = (query: string) => (query === "" ? "/users" : `/users?${query}`)

/**
 * Keeps the URL (page, pageSize, active, search, sort, sortDirection) and the user list in step: a
 * URL the app did not write becomes `list.urlChange`; changes made on the page push a new entry.
 */
export function useUserListUrl(list: UserListRef): void {
  const [, navigate] = useLocation()
  const search = useSearch()
  const query = useSelector(list, selectQuery)
  const written = useRef<string | null>(null)

  useEffect(() => {
    if (search === written.current) return
    list.send({ type: "list.urlChange", params: fromQueryString(search) })
    const settled = selectQuery(list.getSnapshot())
    written.current = settled ?? search
    if (settled !== null && settled !== search) navigate(hrefOf(settled), { replace: true })
  }, [search, list, navigate])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is the trigger, the value is read fresh
  useEffect(() => {
    const current = selectQuery(list.getSnapshot())
    if (current === null || current === written.current) return
    written.current = current
    navigate(hrefOf(current))
  }, [query, list, navigate])
}

import { useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import { equipmentUrlParams } from "../../../core/domain/equipment/list-url.ts"
import type { EquipmentListRef } from "./equipment-refs.ts"

/** A query string keeping `,` readable (`agreements=3,7`). */
const toQueryString = (params: Readonly<Record<string, string>>): string =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ",")}`)
    .join("&")

export const fromQueryString = (search: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(search))

type Snapshot = ReturnType<EquipmentListRef["getSnapshot"]>

const selectQuery = (s: Snapshot): string | null =>
  s.matches({ list: "debouncing" }) ? null : toQueryString(equipmentUrlParams(s.context))

const hrefOf = (query: string) => (query === "" ? "/equipment" : `/equipment?${query}`)

/**
 * Keeps the URL and the equipment list in step, as the ticket list does: a URL the app did not write
 * becomes `list.urlChange` (and is replaced by the settled state when that reads differently);
 * changes made on the page push a new entry.
 */
export function useEquipmentListUrl(list: EquipmentListRef): void {
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

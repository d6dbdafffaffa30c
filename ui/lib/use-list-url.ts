import { useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import type { AnyActorRef } from "xstate"
import { queryRecord } from "../../core/domain/lists/query-string.ts"

/** The part of a list's URL codec the hook needs: state to its query string (defaults left out). */
export interface ListUrlWriter<P> {
  readonly query: (state: P) => string
}

type Snapshot<L> = L extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined

/** Which actors the URL is kept in step with, and where the list lives. */
export interface ListUrlBinding<L extends Pick<AnyActorRef, "getSnapshot" | "subscribe" | "send">> {
  /** The list machine whose context the URL reflects. */
  readonly list: L
  /** Where `list.urlChange` goes: the page machine that owns the list; the list itself by default. */
  readonly target?: { send(event: { type: "list.urlChange"; params: Record<string, string> }): void }
  readonly basePath: string
  /** True while the list's state is not worth a URL yet; by default, while in `debouncing` (search typing). */
  readonly isSettling?: (snapshot: Snapshot<L>) => boolean
}

const isDebouncing = (snapshot: unknown): boolean =>
  (snapshot as { matches(state: string): boolean }).matches("debouncing")

const hrefOf = (basePath: string, query: string) => (query === "" ? basePath : `${basePath}?${query}`)

/**
 * Keeps the URL and a list in step, for every list. A URL the app did not write itself (first visit,
 * a shared link, the side navigation, back and forward) becomes `list.urlChange`; the machine applies
 * the spec's fallbacks and, when the state it settles on reads differently, the URL is replaced by it
 * (so `?page=abc&sort=bogus` becomes the bare path). Changes made on the page push a new entry.
 */
export function useListUrl<P, L extends Pick<AnyActorRef, "getSnapshot" | "subscribe" | "send">>(
  codec: ListUrlWriter<P>,
  { list, target = list, basePath, isSettling = isDebouncing }: ListUrlBinding<L>,
): void {
  const [, navigate] = useLocation()
  const search = useSearch()
  const selectQuery = (s: Snapshot<L>): string | null =>
    isSettling(s) ? null : codec.query((s as { context: P }).context)
  const query = useSelector(list, selectQuery)
  const written = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `selectQuery` reads only stable inputs
  useEffect(() => {
    if (search === written.current) return
    target.send({ type: "list.urlChange", params: queryRecord(search) })
    const settled = selectQuery(list.getSnapshot())
    written.current = settled ?? search
    if (settled !== null && settled !== search) navigate(hrefOf(basePath, settled), { replace: true })
  }, [search, target, list, navigate, basePath])

  // Reads the actor rather than `query`: in the commit where the URL was just applied, `query` is stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is the trigger, the value is read fresh
  useEffect(() => {
    const current = selectQuery(list.getSnapshot())
    if (current === null || current === written.current) return
    written.current = current
    navigate(hrefOf(basePath, current))
  }, [query, list, navigate, basePath])
}

import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { useArrival } from "../lib/use-arrival.ts"
import type { AnyActorRef } from "xstate"
import { pageCount, pageSizeOptions } from "../../core/domain/lists/paging.ts"
import type { PagingEvent } from "../../core/machines/shared/paged-list.ts"
import { Pagination } from "./pagination.tsx"

/** What the pagination reads of any paged list machine's context. */
interface PagedListView {
  readonly page: number
  readonly pageSize: number
  readonly count: number
  readonly results: unknown
}

/** A paged list actor, read-only: only its snapshot's context is read. */
export type PagedListSource = Pick<AnyActorRef, "subscribe"> & {
  getSnapshot(): { readonly context: PagedListView }
}

type PageEvent = Extract<PagingEvent<string>, { type: "list.pageSet" | "list.pageSizeChange" }>

/** Where the page events go: the list itself or the page machine that owns it. */
export interface PagingTarget {
  send(event: PageEvent): void
}

export interface ListPaginationProps {
  readonly list: PagedListSource & PagingTarget
  /** Receives `list.pageSet` and `list.pageSizeChange`; the list itself by default. */
  readonly target?: PagingTarget
  /** The navigation's accessible name ("User pages"). */
  readonly label: string
  /** The page sizes offered around the current one; the shared choice by default. */
  readonly pageSizes?: (pageSize: number) => ReadonlyArray<number>
}

/**
 * The pages and page size of any list, once a page has loaded: read from the list machine and sent
 * back to it (the machine clamps the page and resets it on a page size change).
 */
export function ListPagination({ list, target, label, pageSizes = pageSizeOptions }: ListPaginationProps) {
  const page = useSelector(list, (s) => s.context.page)
  const pageSize = useSelector(list, (s) => s.context.pageSize)
  const count = useSelector(list, (s) => s.context.count)
  const loaded = useSelector(list, (s) => s.context.results !== null)
  // The first page's arrival in step with its rows, which `DataTable` draws from a deferred copy:
  // shown with the placeholders, the pages would be pushed down when the rows replace them (CLS
  // 0.14 on a phone). Later changes (a page chosen) show at once.
  const shown = useArrival(
    useMemo(() => ({ page, pageSize, count, loaded }), [page, pageSize, count, loaded]),
    (view) => !view.loaded,
  )
  if (!shown.loaded) return null
  const to = target ?? list
  return (
    <Pagination
      label={label}
      page={shown.page}
      pageCount={pageCount(shown.count, shown.pageSize)}
      pageSize={shown.pageSize}
      pageSizes={pageSizes(shown.pageSize)}
      count={shown.count}
      onPage={(p) => to.send({ type: "list.pageSet", page: p })}
      onPageSize={(size) => to.send({ type: "list.pageSizeChange", pageSize: size })}
    />
  )
}

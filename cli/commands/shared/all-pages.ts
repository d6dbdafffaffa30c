import { pageCount } from "../../../core/domain/lists/paging.ts"

/** What a settled paged list shows: its page (from 0), page size, the list's count and the items. */
export interface PageView<Item> {
  readonly page: number
  readonly pageSize: number
  readonly count: number
  readonly items: ReadonlyArray<Item>
}

/** How to drive one list machine through its pages. */
export interface PagedDriver<S, Item> {
  /** Waits until the list has settled (loaded or failed) and returns its snapshot. */
  readonly settle: () => Promise<S>
  /** Sends `list.pageNext`. */
  readonly next: () => void
  /** The settled page; null when the request failed (the caller reports the snapshot's error). */
  readonly view: (snapshot: S) => PageView<Item> | null
  /** Called after each page: pages read so far and the pages there are (by the latest count). */
  readonly progress: (done: number, total: number) => void
}

/**
 * Reads a paged list to its end through its machine, as a user paging with "next" would: the page
 * it settled on, then `list.pageNext` until the last page by the latest count (an empty page
 * stops it too, should the list shrink meanwhile). Returns every item read and the last snapshot,
 * which holds the error when a page failed.
 */
export const readAllPages = async <S, Item>(
  driver: PagedDriver<S, Item>,
): Promise<{ readonly snapshot: S; readonly items: ReadonlyArray<Item>; readonly pages: number }> => {
  const items: Array<Item> = []
  let snapshot = await driver.settle()
  let pages = 0
  for (;;) {
    const view = driver.view(snapshot)
    if (view === null) return { snapshot, items, pages }
    items.push(...view.items)
    pages = pageCount(view.count, view.pageSize)
    driver.progress(view.page + 1, pages)
    if (view.page + 1 >= pages || view.items.length === 0) return { snapshot, items, pages }
    driver.next()
    snapshot = await driver.settle()
  }
}

/** The page the list settled on, or with `all` every page (`readAllPages`). */
export const readPages = async <S, Item>(
  all: boolean | undefined,
  driver: PagedDriver<S, Item>,
): Promise<{ readonly snapshot: S; readonly items: ReadonlyArray<Item> }> => {
  if (all === true) return readAllPages(driver)
  const snapshot = await driver.settle()
  return { snapshot, items: driver.view(snapshot)?.items ?? [] }
}

/** A list's URL query without its page: with --all the view is every page. */
export const withoutPage = (url: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(url).filter(([key]) => key !== "page"))

import { NOTIFICATION_PAGE } from "./events.ts"

/** What the panel needs of an item to decide about unread state. */
interface Seeable {
  readonly seen: boolean
}

/** The unread indicator is on while any loaded item is unseen (spec section 4). */
export const hasUnread = (items: ReadonlyArray<Seeable>): boolean => items.some((i) => !i.seen)

/** Every item marked seen (closing the panel with unread items). */
export const markAllSeen = <T extends Seeable>(items: ReadonlyArray<T>): ReadonlyArray<T> =>
  items.every((i) => i.seen) ? items : items.map((i) => (i.seen ? i : { ...i, seen: true }))

/**
 * 'Load more': reveals 10 more; when every loaded item is already shown, the next 10 must be
 * fetched first (spec section 4). Returns the new shown count and whether to fetch.
 */
export const loadMoreStep = (
  shown: number,
  loaded: number,
  hasMore: boolean,
): { readonly shown: number; readonly fetch: boolean } => {
  if (shown >= loaded) return { shown, fetch: hasMore }
  return { shown: Math.min(shown + NOTIFICATION_PAGE.step, loaded), fetch: false }
}

/** After a fetch of the next page: reveal the step now that the items are there. */
export const shownAfterFetch = (shown: number, loaded: number): number =>
  Math.min(shown + NOTIFICATION_PAGE.step, loaded)

/** Whether 'load more' has anything to do. */
export const canLoadMore = (shown: number, loaded: number, hasMore: boolean): boolean =>
  shown < loaded || hasMore

/** Where focus may go without closing the panel: inside it, the bell, or the load-more button. */
export type FocusTarget = "inside" | "bell" | "loadMore" | "elsewhere"
export const closesOnFocus = (target: FocusTarget): boolean => target === "elsewhere"

/** Where clicking a notification goes: its link, or the 404 route without one (spec section 2). */
export const NOT_FOUND_PATH = "/404"
export const notificationTarget = (link: string | null): string =>
  link?.startsWith("/") ? link : NOT_FOUND_PATH

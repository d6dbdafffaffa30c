import { NOTIFICATION_PAGE } from "../../domain/notifications/events.ts"
import { hasUnread, shownAfterFetch } from "../../domain/notifications/panel-rules.ts"
import type { NotificationPage, PanelContext, PanelSession } from "./notification-panel.types.ts"

/** A panel with nothing loaded for `session`'s user. */
export const freshPanel = (session: PanelSession): PanelContext => ({
  ...session,
  items: [],
  shown: 0,
  hasMore: false,
  error: null,
  seenError: null,
})

/** The first page arrived: it replaces what was loaded and shows the first 10. */
export const firstPageLoaded = (page: NotificationPage): Partial<PanelContext> => ({
  items: page.items,
  hasMore: page.hasMore,
  shown: Math.min(NOTIFICATION_PAGE.shownInitially, page.items.length),
  error: null,
})

/** A further page arrived: its new items join the list (one already loaded is not repeated). */
export const nextPageLoaded = (context: PanelContext, page: NotificationPage): Partial<PanelContext> => {
  const known = new Set(context.items.map((i) => i.id))
  const items = [...context.items, ...page.items.filter((i) => !known.has(i.id))]
  return { items, hasMore: page.hasMore, shown: shownAfterFetch(context.shown, items.length) }
}

/** The unread indicator: on while any loaded notification is unseen. */
export const isUnread = (context: PanelContext): boolean => hasUnread(context.items)

/**
 * The first page read again after a live notification: new ones join at the top, the ones loaded
 * keep their place (an open panel does not jump), and as many show as before plus the new ones.
 */
export const livePageLoaded = (context: PanelContext, page: NotificationPage): Partial<PanelContext> => {
  const fresh = new Map(page.items.map((i) => [i.id, i]))
  const known = new Set(context.items.map((i) => i.id))
  const added = page.items.filter((i) => !known.has(i.id))
  const items = [...added, ...context.items.map((i) => fresh.get(i.id) ?? i)]
  return {
    items,
    hasMore: context.items.length === 0 ? page.hasMore : context.hasMore,
    shown: Math.min(items.length, Math.max(context.shown, NOTIFICATION_PAGE.shownInitially) + added.length),
    error: null,
  }
}

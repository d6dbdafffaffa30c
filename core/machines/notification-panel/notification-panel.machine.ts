import { assign, enqueueActions, setup } from "xstate"
import { NOTIFICATION_PAGE } from "../../domain/notifications/events.ts"
import {
  closesOnFocus,
  hasUnread,
  loadMoreStep,
  markAllSeen,
  notificationTarget,
} from "../../domain/notifications/panel-rules.ts"
import type { MarkSeenAnswer } from "../../schema/notification.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { firstPageLoaded, freshPanel, livePageLoaded, nextPageLoaded } from "./notification-panel.context.ts"
import type {
  NotificationPage,
  PageRequest,
  PanelContext,
  PanelEvent,
  PanelListFailure,
  PanelSeenFailure,
  PanelSession,
} from "./notification-panel.types.ts"

const fetchPage = providedByRuntime<NotificationPage, PageRequest, PanelListFailure>("fetchPage")
const markSeen = providedByRuntime<MarkSeenAnswer, { userID: number }, PanelSeenFailure>("markSeen")

/**
 * The notification panel (spec sections 2 and 4): loads 20, shows 10; 'load more' reveals 10 more
 * and fetches the next 10 when all loaded are shown. Closing with unread items marks them seen
 * locally and, unless impersonating, on the server. Reloads when impersonation toggles. A live
 * notification (issue 29) reads the first page again in place (`updating`); the dot and count follow. Regions:
 * `data` (the list), `view` (open or closed) and `seen` (the server call). Host action: `navigate`.
 */
export const notificationPanelMachine = setup({
  types: {
    context: {} as PanelContext,
    events: {} as PanelEvent,
    input: {} as PanelSession,
  },
  actors: { fetchPage, markSeen },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    // Closing with unread items: all seen locally, and on the server unless impersonating.
    closeSeen: enqueueActions(({ context, enqueue }) => {
      if (!hasUnread(context.items)) return
      enqueue.assign({ items: markAllSeen(context.items) })
      if (!context.isImpersonation) enqueue.raise({ type: "seen.mark" })
    }),
  },
  guards: {
    needsFetch: ({ context }) => loadMoreStep(context.shown, context.items.length, context.hasMore).fetch,
    isFocusLeaving: ({ event }) => event.type === "panel.focusMoved" && closesOnFocus(event.target),
    isNewSession: ({ context, event }) =>
      event.type === "panel.sessionChanged" &&
      (event.session.userID !== context.userID || event.session.isImpersonation !== context.isImpersonation),
  },
}).createMachine({
  id: "notificationPanel",
  context: ({ input }) => freshPanel(input),
  type: "parallel",
  states: {
    data: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "fetchPage",
            input: ({ context }) => ({ userID: context.userID, offset: 0, limit: NOTIFICATION_PAGE.first }),
            onDone: { target: "ready", actions: assign(({ event }) => firstPageLoaded(event.output)) },
            onError: {
              target: "failed",
              actions: assign({ error: ({ event }) => failureOf(fetchPage, event) }),
            },
          },
        },
        ready: {
          on: {
            "panel.live": "updating",
            "panel.loadMore": [
              { guard: "needsFetch", target: "fetchingMore" },
              {
                actions: assign({
                  shown: ({ context }) =>
                    loadMoreStep(context.shown, context.items.length, context.hasMore).shown,
                }),
              },
            ],
          },
        },
        fetchingMore: {
          invoke: {
            src: "fetchPage",
            input: ({ context }) => ({
              userID: context.userID,
              offset: context.items.length,
              limit: NOTIFICATION_PAGE.next,
            }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => nextPageLoaded(context, event.output)),
            },
            onError: {
              target: "ready",
              actions: assign({ error: ({ event }) => failureOf(fetchPage, event) }),
            },
          },
        },
        /** A live notification: the first page is read again while the panel shows what it has. */
        updating: {
          invoke: {
            src: "fetchPage",
            input: ({ context }) => ({ userID: context.userID, offset: 0, limit: NOTIFICATION_PAGE.first }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => livePageLoaded(context, event.output)),
            },
            onError: { target: "ready" },
          },
        },
        failed: { on: { "panel.refresh": "loading", "panel.live": "loading" } },
      },
      on: {
        "panel.refresh": ".loading",
        "panel.sessionChanged": {
          guard: "isNewSession",
          target: ".loading",
          actions: assign(({ event }) => freshPanel(event.session)),
        },
      },
    },
    view: {
      initial: "closed",
      states: {
        closed: { on: { "panel.open": "open", "panel.toggle": "open" } },
        open: {
          on: {
            "panel.close": { target: "closed", actions: "closeSeen" },
            "panel.toggle": { target: "closed", actions: "closeSeen" },
            "panel.focusMoved": { guard: "isFocusLeaving", target: "closed", actions: "closeSeen" },
            "panel.select": {
              target: "closed",
              actions: [
                {
                  type: "navigate",
                  params: ({ context, event }) => ({
                    to: notificationTarget(context.items.find((i) => i.id === event.id)?.link ?? null),
                  }),
                },
                "closeSeen",
              ],
            },
          },
        },
      },
    },
    seen: {
      initial: "idle",
      states: {
        idle: { on: { "seen.mark": "marking" } },
        marking: {
          invoke: {
            src: "markSeen",
            input: ({ context }) => ({ userID: context.userID }),
            onDone: { target: "idle", actions: assign({ seenError: null }) },
            onError: {
              target: "idle",
              actions: assign({ seenError: ({ event }) => failureOf(markSeen, event) }),
            },
          },
        },
      },
    },
  },
})

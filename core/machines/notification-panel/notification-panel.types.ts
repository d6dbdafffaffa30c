import type { FocusTarget } from "../../domain/notifications/panel-rules.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Notification, NotificationPage } from "../../schema/notification.ts"

export type PanelListFailure = EndpointFailure<"notifications", "list">
export type PanelSeenFailure = EndpointFailure<"notifications", "markSeen">

/** Whose notifications: the session's user, and whether a staff member is viewing as them. */
export interface PanelSession {
  readonly userID: number
  readonly isImpersonation: boolean
}

export interface PanelContext extends PanelSession {
  /** Loaded notifications, newest first. */
  readonly items: ReadonlyArray<Notification>
  /** How many of them the panel shows (10 at first, 10 more per 'load more'). */
  readonly shown: number
  /** The server has older ones than those loaded. */
  readonly hasMore: boolean
  readonly error: PanelListFailure | null
  readonly seenError: PanelSeenFailure | null
}

export interface PageRequest {
  readonly userID: number
  readonly offset: number
  readonly limit: number
}

export type PanelEvent =
  | { readonly type: "panel.open" }
  | { readonly type: "panel.close" }
  | { readonly type: "panel.toggle" }
  /** Focus moved; the panel closes unless it stays inside, or goes to the bell or load-more button. */
  | { readonly type: "panel.focusMoved"; readonly target: FocusTarget }
  | { readonly type: "panel.loadMore" }
  /** A notification was chosen: go to its link (or the 404 route) and close. */
  | { readonly type: "panel.select"; readonly id: number }
  | { readonly type: "panel.refresh" }
  /** A notification arrived live (issue 29): the first page is read again in place. */
  | { readonly type: "panel.live" }
  /** The auth session changed (sign-in as another user, impersonation started or ended). */
  | { readonly type: "panel.sessionChanged"; readonly session: PanelSession }
  /** Internal: closing with unread items asks the server to mark them seen. */
  | { readonly type: "seen.mark" }

export type { Notification, NotificationPage }

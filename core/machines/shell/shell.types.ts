import type { PanelMode } from "../../domain/navigation.ts"
import type { BannerEvent } from "../banner/banner.types.ts"
import type { ShellLiveReceived } from "../live-updates/live-updates.types.ts"
import type { LiveChatChanged, SupportChatEvent } from "../support-chat/support-chat.types.ts"
import type { NavigationEvent } from "../navigation/navigation.types.ts"
import type { PanelEvent, PanelSession } from "../notification-panel/notification-panel.types.ts"
import type { SavedViewsEvent } from "../saved-views/saved-views.types.ts"
import type { ShellPageInputs, ShellPageName } from "./shell-pages.ts"
import type { ShellTicketsChanged } from "./tell-shell.ts"

export { SHELL_PAGES, type ShellPageInputs, type ShellPageName } from "./shell-pages.ts"

export interface ShellInput {
  /**
   * Whose session: the notification panel's user and whether staff view as them (none: no panel,
   * banner or saved views).
   */
  readonly session: PanelSession | null
  /** The side navigation's first mode; hosts pick `condensed` on medium or smaller screens. */
  readonly mode?: PanelMode
}

export interface ShellContext {
  readonly session: PanelSession | null
  readonly mode: PanelMode
  /** The page shown (loading, running as the child of that id, or failed to load), if any. */
  readonly page: ShellPageName | null
  /** The input the page was opened with: the child starts with it once its machine is loaded. */
  readonly pageInput: unknown
}

/** A screen opens its page machine (a new input replaces the running page). */
export type ShellPageOpen = {
  [P in ShellPageName]: {
    readonly type: "shell.pageOpen"
    readonly page: P
    readonly input: ShellPageInputs[P]
  }
}[ShellPageName]

/**
 * What faces send the shell: the navigation's, the panel's, the banner's and the saved views' events
 * (routed to them), and pages; what pages tell it (the ticket counts changed).
 */
export type ShellEvent =
  | NavigationEvent
  | Exclude<PanelEvent, { type: "seen.mark" }>
  | BannerEvent
  | SavedViewsEvent
  | ShellTicketsChanged
  /** The support chat widget's events, routed to the `supportChat` child. */
  | Exclude<SupportChatEvent, LiveChatChanged>
  /** The live updates child heard an event (issue 29). */
  | ShellLiveReceived
  /** The host asks for the live stream again at once (the tab shown again, the network back). */
  | { readonly type: "live.reconnect" }
  | ShellPageOpen
  /** The screen left: its page stops (ignored when another page runs by then). */
  | { readonly type: "shell.pageClose"; readonly page: ShellPageName }

/** What the shell needs of the auth machine's session: the panel's user and the impersonation flag. */
export const shellSessionOf = (
  session: { readonly userID: number; readonly isImpersonation: boolean } | null,
): PanelSession | null =>
  session ? { userID: session.userID, isImpersonation: session.isImpersonation } : null

import type { PanelMode } from "../../domain/navigation.ts"
import type { NavigationEvent } from "../navigation/navigation.types.ts"
import type { NewTicketInput } from "../new-ticket/new-ticket.types.ts"
import type { PanelEvent, PanelSession } from "../notification-panel/notification-panel.types.ts"
import type { TicketPageInput } from "../ticket-page/ticket-page.machine.ts"

/** The page machines the shell runs, by name (their registry name and their child id). */
export interface ShellPageInputs {
  readonly ticketPage: TicketPageInput
  readonly newTicketPage: NewTicketInput
}

export type ShellPageName = keyof ShellPageInputs

/** Every page name, in the order of `ShellPageInputs`. */
export const SHELL_PAGES = ["ticketPage", "newTicketPage"] as const satisfies ReadonlyArray<ShellPageName>

export interface ShellInput {
  /** Whose session: the notification panel's user and whether staff view as them (none: no panel). */
  readonly session: PanelSession | null
  /** The side navigation's first mode; hosts pick `condensed` on medium or smaller screens. */
  readonly mode?: PanelMode
}

export interface ShellContext {
  readonly session: PanelSession | null
  readonly mode: PanelMode
  /** The page machine running as a child (its id is its name), if any. */
  readonly page: ShellPageName | null
}

/** A screen opens its page machine (a new input replaces the running page). */
export type ShellPageOpen = {
  [P in ShellPageName]: {
    readonly type: "shell.pageOpen"
    readonly page: P
    readonly input: ShellPageInputs[P]
  }
}[ShellPageName]

/** What faces send the shell: the navigation's and the panel's events (routed to them), and pages. */
export type ShellEvent =
  | NavigationEvent
  | Exclude<PanelEvent, { type: "seen.mark" }>
  | ShellPageOpen
  /** The screen left: its page stops (ignored when another page runs by then). */
  | { readonly type: "shell.pageClose"; readonly page: ShellPageName }

/** What the shell needs of the auth machine's session: the panel's user and the impersonation flag. */
export const shellSessionOf = (
  session: { readonly userID: number; readonly isImpersonation: boolean } | null,
): PanelSession | null =>
  session ? { userID: session.userID, isImpersonation: session.isImpersonation } : null

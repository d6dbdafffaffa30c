import type { AnyActorRef } from "xstate"
import type { NavigationEvent } from "../navigation/navigation.types.ts"

/** The id the shell gives its navigation actor in the actor system (`system.get`). */
export const NAVIGATION_SYSTEM_ID = "navigation"

/** What changed the ticket counts: a ticket created, closed (by staff or its customer) or reopened. */
export type TicketsChange = "created" | "closed" | "reopened"

/**
 * What a page tells the shell running it when the ticket counts change: the shell tells its
 * navigation (the menu's open and closed counts) and its saved views (each view's count and My
 * tickets'), so the page knows neither.
 */
export interface ShellTicketsChanged {
  readonly type: "shell.ticketsChanged"
  readonly change: TicketsChange
}

/**
 * The shell that runs a page (its parent: the shell spawns its pages); a page started alone (a
 * flow, the CLI) has none, and nothing is told. Use it inside `enqueueActions`:
 * `const shell = shellOf(self); if (shell) enqueue.sendTo(shell, ticketsChanged("closed"))`.
 */
export const shellOf = (self: AnyActorRef): AnyActorRef | undefined => self._parent

/** The event a page sends its shell for `change` (typed, so a renamed event fails the type check). */
export const ticketsChanged = (change: TicketsChange): ShellTicketsChanged => ({
  type: "shell.ticketsChanged",
  change,
})

/** How the navigation counts each change: by itself for one ticket, from the server for a reopen. */
export const navigationEventOf = (change: TicketsChange): NavigationEvent =>
  change === "created"
    ? { type: "nav.ticketCreated" }
    : change === "closed"
      ? { type: "nav.ticketClosed" }
      : { type: "nav.refresh" }

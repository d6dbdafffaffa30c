import type { AnyActorRef } from "xstate"
import type { NavigationEvent } from "../navigation/navigation.types.ts"

/** The id the shell gives its navigation actor in the actor system (`system.get`). */
export const NAVIGATION_SYSTEM_ID = "navigation"

interface SystemLike {
  get(systemId: string): AnyActorRef | undefined
}

/**
 * Where a page machine reports what changes the side navigation (a ticket created or closed): the
 * shell's navigation actor, found in the actor system the shell spawned the page into. A page
 * started alone (a flow, the CLI) has none, and nothing is told. Use it inside `enqueueActions`:
 * `const nav = navigationOf(system); if (nav) enqueue.sendTo(nav, event)`.
 */
export const navigationOf = (system: SystemLike): AnyActorRef | undefined => system.get(NAVIGATION_SYSTEM_ID)

/** The navigation events pages send (typed, so a renamed event fails the type check). */
export type PageNavigationEvent = Extract<NavigationEvent, { type: "nav.ticketCreated" | "nav.ticketClosed" }>

import type { AnyActorRef } from "xstate"

/**
 * Where an actor sits under the root actor a log follows: the ids from the root down, joined with
 * `/` (`detail` for a page's detail child, `list/…` deeper); null for the root itself. Logs name a
 * child `<root actor>/<path>` (`ticketPage#1/detail`) and flows address it as `ticketPage/detail`.
 */
export const childPath = (ref: AnyActorRef, rootId: string): string | null => {
  const ids: Array<string> = []
  let current: AnyActorRef | undefined = ref
  while (current !== undefined && current.sessionId !== rootId) {
    ids.unshift(current.id)
    current = current._parent
  }
  return ids.length === 0 ? null : ids.join("/")
}

/** True for a machine actor's snapshot (state value and context), not a promise's or a callback's. */
export const isMachineSnapshot = (snapshot: unknown): boolean =>
  typeof snapshot === "object" && snapshot !== null && "value" in snapshot && "context" in snapshot

/** A child actor's log name: `ticketPage#1` and `detail` give `ticketPage#1/detail`. */
export const childActorName = (root: string, path: string): string => `${root}/${path}`

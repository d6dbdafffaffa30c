import type { AnyActorRef, EventObject } from "xstate"

/** What `enqueueActions` hands an action: enough to emit an event and send it on. */
interface Enqueue<E extends EventObject> {
  readonly emit: (event: E) => void
  readonly sendTo: (to: AnyActorRef, event: E) => void
}

/**
 * Tells the world what a machine did: emits `event` for hosts (`actor.on(type, ...)`) and, when
 * the machine runs as the child of a page machine, sends it to that parent, which routes it to
 * its other children. Use inside `enqueueActions(({ enqueue, self }) => announce(enqueue, self, e))`.
 */
export const announce = <const E extends EventObject>(
  enqueue: Enqueue<E>,
  self: AnyActorRef,
  event: E,
): void => {
  enqueue.emit(event)
  if (self._parent !== undefined) enqueue.sendTo(self._parent, event)
}

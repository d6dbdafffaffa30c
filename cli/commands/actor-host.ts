import { type Actor, type AnyActorLogic, createActor, type InputFrom } from "xstate"
import type { CliDeps } from "./command.types.ts"

/**
 * Starts a machine for a command, as the UI's `usePortalActor` does: named, so the event-log seam
 * (`deps.inspectorFor`) sees every event of every actor a command drives.
 */
export const startActor = <T extends AnyActorLogic>(
  deps: CliDeps,
  name: string,
  logic: T,
  input?: InputFrom<T>,
  beforeStart?: (actor: Actor<T>) => void,
): Actor<T> => {
  const inspect = deps.inspectorFor?.(name)
  const options = { ...(input === undefined ? {} : { input }), ...(inspect ? { inspect } : {}) }
  const actor = createActor(logic, options as Parameters<typeof createActor<T>>[1])
  beforeStart?.(actor)
  actor.start()
  return actor
}

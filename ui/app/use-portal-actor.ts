import { useActorRef } from "@xstate/react"
import type { ActorOptions, AnyActorLogic, InspectionEvent } from "xstate"

/**
 * The inspector of a named UI actor. The session event log (issue 4) attaches here, so every
 * event sent to any machine of the UI reaches one log without each screen knowing about it.
 */
export const inspectorFor =
  (_machine: string) =>
  (_event: InspectionEvent): void => {}

/**
 * `useActorRef` for a named machine: every actor the UI starts goes through here (or through
 * `inspectorFor` when created outside React) so the session log sees its events.
 */
export const usePortalActor = <T extends AnyActorLogic>(
  machine: string,
  logic: T,
  options: Omit<ActorOptions<T>, "inspect"> = {},
) => useActorRef(logic, { ...options, inspect: inspectorFor(machine) } as ActorOptions<T>)

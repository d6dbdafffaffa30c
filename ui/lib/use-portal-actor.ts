import { useActorRef } from "@xstate/react"
import type { ActorOptions, AnyActorLogic, InspectionEvent } from "xstate"
import { installTraceShortcut, sessionLog } from "./session-log.ts"

// Every UI actor is created through this module, so it is where the session log starts listening,
// and with it the 'Download session trace' shortcut (Ctrl+Shift+F9).
installTraceShortcut()

/**
 * The inspector of a named UI actor: every event sent to any machine of the UI, and its
 * snapshots, reach the session event log without each screen knowing about it.
 */
export const inspectorFor = (machine: string): ((event: InspectionEvent) => void) =>
  sessionLog.inspector(machine)

/**
 * `useActorRef` for a named machine: every actor the UI starts goes through here (or through
 * `inspectorFor` when created outside React) so the session log sees its events.
 */
export const usePortalActor = <T extends AnyActorLogic>(
  machine: string,
  logic: T,
  options: Omit<ActorOptions<T>, "inspect"> = {},
) => useActorRef(logic, { ...options, inspect: inspectorFor(machine) } as ActorOptions<T>)

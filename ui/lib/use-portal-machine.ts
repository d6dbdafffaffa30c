import type { ActorOptions } from "xstate"
import {
  type PortalMachineName,
  type PortalMachines,
  portalMachines,
} from "../../core/machines/portal-machines.ts"
import { runtime } from "./live-runtime.ts"
import { usePortalActor } from "./use-portal-actor.ts"

/**
 * The registry's machines over the browser's runtime (the same registry the CLI and the flows use).
 * This module loads with the signed-in screens, never with the login route.
 */
const machines = portalMachines(runtime)

/** Starts a machine of the registry by its name, which is also the name the session log gives it. */
export const usePortalMachine = <N extends PortalMachineName>(
  name: N,
  options: Omit<ActorOptions<PortalMachines[N]>, "inspect"> = {},
) => usePortalActor(name, machines[name], options)

import type { ActorOptions } from "xstate"
import type { PortalMachines } from "../../core/machines/portal-machines.ts"
import { SCREEN_MACHINES } from "../../core/machines/registry/screen-machines.ts"
import { runtime } from "./live-runtime.ts"
import { usePortalActor } from "./use-portal-actor.ts"

/** A machine of the registry's screen half: every machine except the phone ones (`use-phone-machine.ts`). */
export type ScreenMachineName = keyof typeof SCREEN_MACHINES

type ScreenMachines = { readonly [N in ScreenMachineName]: PortalMachines[N] }

/**
 * The registry's screen machines over the browser's runtime (the same factories and names the CLI
 * and the flows use). This module loads with the signed-in screens, never with the login route;
 * the machines that check phone numbers load apart, with the screens that show a phone field.
 */
const machines = Object.fromEntries(
  Object.entries(SCREEN_MACHINES).map(([name, live]) => [name, live(runtime)]),
) as unknown as ScreenMachines

/** Starts a machine of the registry by its name, which is also the name the session log gives it. */
export const usePortalMachine = <N extends ScreenMachineName>(
  name: N,
  options: Omit<ActorOptions<PortalMachines[N]>, "inspect"> = {},
) => usePortalActor(name, machines[name], options)

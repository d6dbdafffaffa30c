import { type Actor, createActor, type InputFrom } from "xstate"
import {
  type PortalMachineName,
  type PortalMachines,
  portalMachines,
} from "../../core/machines/portal-machines.ts"
import type { CliDeps } from "./command.types.ts"

const byRuntime = new WeakMap<CliDeps["runtime"], PortalMachines>()

/** The registry's machines over a command's runtime (wired once per runtime). */
const machinesOf = (deps: CliDeps): PortalMachines => {
  let machines = byRuntime.get(deps.runtime)
  if (machines === undefined) {
    machines = portalMachines(deps.runtime)
    byRuntime.set(deps.runtime, machines)
  }
  return machines
}

/**
 * Starts a machine of the registry for a command, as the UI does: by its name, so the event-log
 * seam (`deps.inspectorFor`) sees every event of every actor a command drives under the name the
 * flows and replay know.
 */
export const startMachine = <N extends PortalMachineName>(
  deps: CliDeps,
  name: N,
  input?: InputFrom<PortalMachines[N]>,
  beforeStart?: (actor: Actor<PortalMachines[N]>) => void,
): Actor<PortalMachines[N]> => {
  const logic = machinesOf(deps)[name]
  const inspect = deps.inspectorFor?.(name)
  const options = { ...(input === undefined ? {} : { input }), ...(inspect ? { inspect } : {}) }
  const actor = createActor(logic, options as Parameters<typeof createActor<PortalMachines[N]>>[1])
  beforeStart?.(actor)
  actor.start()
  return actor
}

import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { EquipmentColumns } from "../../schema/equipment.ts"
import { equipmentListMachine, type FetchEquipmentPageInput } from "./equipment-list.machine.ts"

/**
 * Live equipment list actors: GET /v1/userequipment with the typed query, and the column choice
 * (GET and PUT /v1/preferences/equipment-columns).
 */
export const makeEquipmentListActors = (runtime: PortalRuntime) => ({
  fetchPage: effectActor(runtime, (input: FetchEquipmentPageInput) =>
    withClient((client) => client.equipment.list({ query: input.query })),
  ),
  fetchColumns: effectTask(
    runtime,
    withClient((client) => client.equipment.columns()),
  ),
  saveColumns: effectActor(runtime, (input: EquipmentColumns) =>
    withClient((client) => client.equipment.saveColumns({ payload: input })),
  ),
})

/** The equipment list machine wired to the runtime. */
export const liveEquipmentListMachine = (runtime: PortalRuntime) =>
  equipmentListMachine.provide({ actors: makeEquipmentListActors(runtime) })

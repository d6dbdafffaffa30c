import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { equipmentDetailsMachine } from "./equipment-details.machine.ts"

/** Live `fetchDetails`: GET /v1/userequipment/:equipmentid and GET /v1/equipment/children?id= side by side. */
export const makeEquipmentDetailsActors = (runtime: PortalRuntime) => ({
  fetchDetails: effectActor(runtime, (input: { equipmentId: number }) =>
    Effect.all(
      {
        item: withClient((client) => client.equipment.item({ params: { equipmentid: input.equipmentId } })),
        children: withClient((client) => client.equipment.children({ query: { id: input.equipmentId } })),
      },
      { concurrency: 2 },
    ).pipe(Effect.map(({ item, children }) => ({ item: item.item, children: children.items }))),
  ),
})

export const liveEquipmentDetailsMachine = (runtime: PortalRuntime) =>
  equipmentDetailsMachine.provide({ actors: makeEquipmentDetailsActors(runtime) })

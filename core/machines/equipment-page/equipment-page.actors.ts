import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveChangeRequestMachine } from "../change-request/change-request.actors.ts"
import { liveEquipmentDetailsMachine } from "../equipment-details/equipment-details.actors.ts"
import { equipmentPageMachine } from "./equipment-page.machine.ts"

/** The equipment page with its children wired to the runtime. Start it with `{ input: { equipmentId } }`. */
export const liveEquipmentPageMachine = (runtime: PortalRuntime) =>
  equipmentPageMachine.provide({
    actors: {
      equipmentDetails: liveEquipmentDetailsMachine(runtime),
      changeRequest: liveChangeRequestMachine(runtime),
    },
  })

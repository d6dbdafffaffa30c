import type { ActorRefFrom } from "xstate"
import type { changeRequestMachine } from "../../../core/machines/change-request/change-request.machine.ts"
import type { equipmentDetailsMachine } from "../../../core/machines/equipment-details/equipment-details.machine.ts"
import type { equipmentListMachine } from "../../../core/machines/equipment-list/equipment-list.machine.ts"
import type { equipmentPageMachine } from "../../../core/machines/equipment-page/equipment-page.machine.ts"

export type EquipmentListRef = ActorRefFrom<typeof equipmentListMachine>
export type EquipmentPageRef = ActorRefFrom<typeof equipmentPageMachine>
export type EquipmentDetailsRef = ActorRefFrom<typeof equipmentDetailsMachine>
export type ChangeRequestRef = ActorRefFrom<typeof changeRequestMachine>

/** The page's children live as long as it does: their refs never change. */
export const equipmentPageChildren = (page: EquipmentPageRef) => {
  const { details, request } = page.getSnapshot().children
  if (details === undefined || request === undefined) throw new Error("the equipment page has no children")
  return { details, request }
}

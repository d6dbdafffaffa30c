import { forwardTo, sendTo, setup } from "xstate"
import {
  type ChangeRequestEmitted,
  type ChangeRequestEvent,
  changeRequestMachine,
} from "../change-request/change-request.machine.ts"
import {
  type EquipmentDetailsEmitted,
  type EquipmentDetailsEvent,
  equipmentDetailsMachine,
} from "../equipment-details/equipment-details.machine.ts"

export type EquipmentPageEvent =
  | EquipmentDetailsEvent
  | ChangeRequestEvent
  | EquipmentDetailsEmitted
  | ChangeRequestEmitted

export interface EquipmentPageInput {
  readonly equipmentId: number
}

/**
 * The equipment detail page: the details and the change request as children. A loaded item becomes
 * the change request's subject (its agreement, sales representative and equipment); a sent request
 * reloads the details so the new activity entry shows.
 */
export const equipmentPageMachine = setup({
  types: {} as {
    context: EquipmentPageInput
    events: EquipmentPageEvent
    input: EquipmentPageInput
    children: { details: "equipmentDetails"; request: "changeRequest" }
  },
  actors: { equipmentDetails: equipmentDetailsMachine, changeRequest: changeRequestMachine },
}).createMachine({
  id: "equipmentPage",
  context: ({ input }) => ({ equipmentId: input.equipmentId }),
  invoke: [
    {
      id: "details",
      src: "equipmentDetails",
      input: ({ context }) => ({ equipmentId: context.equipmentId }),
    },
    { id: "request", src: "changeRequest" },
  ],
  on: {
    "details.load": { actions: forwardTo("details") },
    "details.reload": { actions: forwardTo("details") },
    "details.loaded": {
      actions: sendTo("request", ({ event }) => ({
        type: "request.subjectChange" as const,
        subject: event.item,
      })),
    },
    "request.sent": { actions: sendTo("details", { type: "details.reload" as const }) },
    "request.open": { actions: forwardTo("request") },
    "request.close": { actions: forwardTo("request") },
    "request.messageChange": { actions: forwardTo("request") },
    "request.submit": { actions: forwardTo("request") },
  },
})

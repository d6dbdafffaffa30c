import { assign, enqueueActions, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Equipment, EquipmentDetail } from "../../schema/equipment.ts"
import { announce } from "../shared/announce.ts"
import { isMissingRecord } from "../shared/missing-record.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type EquipmentDetailsFailure =
  | EndpointFailure<"equipment", "item">
  | EndpointFailure<"equipment", "children">

/** What `fetchDetails` answers: the item and its child equipment. */
export interface EquipmentDetailsOutput {
  readonly item: EquipmentDetail
  readonly children: ReadonlyArray<Equipment>
}

export interface EquipmentDetailsContext {
  readonly equipmentId: number
  readonly item: EquipmentDetail | null
  readonly children: ReadonlyArray<Equipment>
  /** Request status of spec section 4: none, loading or error. */
  readonly status: "none" | "loading" | "error"
  readonly error: EquipmentDetailsFailure | null
}

export type EquipmentDetailsEvent =
  | { readonly type: "details.load"; readonly equipmentId: number }
  | { readonly type: "details.reload" }

/** Announced when an item has loaded: a page machine hands it to the change request. */
export type EquipmentDetailsEmitted = { readonly type: "details.loaded"; readonly item: EquipmentDetail }

export interface EquipmentDetailsInput {
  readonly equipmentId: number
}

const fetchDetails = providedByRuntime<
  EquipmentDetailsOutput,
  { equipmentId: number },
  EquipmentDetailsFailure
>("fetchDetails")

/**
 * Equipment details load (spec section 4): none, loading, error; success returns to none and stores
 * the item (with its children, tickets and activity). Equipment the server does not have for the
 * caller ends in `notFound` (its request status is the spec's error).
 */
export const equipmentDetailsMachine = setup({
  types: {} as {
    context: EquipmentDetailsContext
    events: EquipmentDetailsEvent
    input: EquipmentDetailsInput
    emitted: EquipmentDetailsEmitted
  },
  actors: { fetchDetails },
  guards: { isMissingRecord },
  actions: {
    announceLoaded: enqueueActions(({ context, enqueue, self }) => {
      if (context.item !== null) announce(enqueue, self, { type: "details.loaded", item: context.item })
    }),
  },
}).createMachine({
  id: "equipmentDetails",
  context: ({ input }) => ({
    equipmentId: input.equipmentId,
    item: null,
    children: [],
    status: "none",
    error: null,
  }),
  initial: "loading",
  on: {
    "details.load": {
      target: ".loading",
      actions: assign({ equipmentId: ({ event }) => event.equipmentId }),
    },
    "details.reload": { target: ".loading" },
  },
  states: {
    none: { entry: assign({ status: "none" }) },
    error: { entry: assign({ status: "error" }) },
    /** The server has no such equipment for the caller (404/403): a not-found screen, no retry. */
    notFound: { entry: assign({ status: "error" }) },
    loading: {
      entry: assign({ status: "loading", error: null }),
      invoke: {
        src: "fetchDetails",
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: {
          target: "none",
          actions: [
            assign({
              item: ({ event }) => event.output.item,
              children: ({ event }) => event.output.children,
            }),
            "announceLoaded",
          ],
        },
        onError: [
          {
            guard: "isMissingRecord",
            target: "notFound",
            actions: assign({ error: ({ event }) => failureOf(fetchDetails, event) }),
          },
          { target: "error", actions: assign({ error: ({ event }) => failureOf(fetchDetails, event) }) },
        ],
      },
    },
  },
})

import { assign } from "xstate"
import { withEquipment, withLocations } from "./ticket-options.rules.ts"
import { optionsSetup } from "./ticket-options.setup.ts"

/** The locations of agreements, loaded when first needed and kept. */
export const locationsRegion = optionsSetup.createStateConfig({
  initial: "idle",
  on: {
    "options.locationsNeed": { guard: "addsLocations", target: ".checking", actions: "wantLocations" },
  },
  states: {
    idle: {},
    checking: { always: [{ guard: "hasWantedLocations", target: "loading" }, { target: "idle" }] },
    loading: {
      invoke: {
        src: "fetchLocations",
        input: ({ context }) => ({ agreementids: context.wantedLocations }),
        onDone: {
          target: "idle",
          actions: assign(({ context, event }) => withLocations(context, event.output)),
        },
        onError: {
          target: "idle",
          actions: [assign({ wantedLocations: [] }), { type: "assignError", params: ({ event }) => event }],
        },
      },
    },
  },
})

/** The equipment at a location, loaded when first needed and kept. */
export const equipmentRegion = optionsSetup.createStateConfig({
  initial: "idle",
  on: { "options.equipmentNeed": { target: ".checking", actions: "wantEquipment" } },
  states: {
    idle: {},
    checking: { always: [{ guard: "hasWantedEquipment", target: "loading" }, { target: "idle" }] },
    loading: {
      invoke: {
        src: "fetchEquipment",
        input: ({ context }) => context.wantedEquipment ?? { agreementid: 0, locationid: 0 },
        onDone: {
          target: "idle",
          actions: assign(({ context, event }) => withEquipment(context, event.output)),
        },
        onError: {
          target: "idle",
          actions: [assign({ wantedEquipment: null }), { type: "assignError", params: ({ event }) => event }],
        },
      },
    },
  },
})

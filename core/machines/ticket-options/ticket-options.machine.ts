import { assign } from "xstate"
import { equipmentRegion, locationsRegion } from "./ticket-options-places.states.ts"
import { optionsSetup } from "./ticket-options.setup.ts"

export type * from "./ticket-options.types.ts"
export { equipmentKey } from "./ticket-options.types.ts"

/**
 * Choices of the ticket list filters and the new-ticket form: agreements and contact names load at
 * start; the locations of agreements and the equipment at a location load when first needed and are
 * kept. Once a filter scope is set (`options.scopeChange`), the locations of its agreements load
 * as it changes and when the agreements arrive. Each region fails on its own, so one failed call
 * leaves the other choices usable.
 */
export const ticketOptionsMachine = optionsSetup.createMachine({
  id: "ticketOptions",
  type: "parallel",
  context: {
    agreements: null,
    contacts: null,
    locations: {},
    equipment: {},
    scope: null,
    wantedLocations: [],
    wantedEquipment: null,
    error: null,
  },
  on: {
    "options.scopeChange": {
      actions: [assign({ scope: ({ event }) => event.agreementids }), "needScopeLocations"],
    },
  },
  states: {
    agreements: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "fetchAgreements",
            onDone: {
              target: "done",
              actions: [assign({ agreements: ({ event }) => event.output }), "needScopeLocations"],
            },
            onError: {
              target: "done",
              actions: [assign({ agreements: [] }), { type: "assignError", params: ({ event }) => event }],
            },
          },
        },
        done: {},
      },
    },
    contacts: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "fetchContacts",
            onDone: { target: "done", actions: assign({ contacts: ({ event }) => event.output }) },
            onError: {
              target: "done",
              actions: [assign({ contacts: [] }), { type: "assignError", params: ({ event }) => event }],
            },
          },
        },
        done: {},
      },
    },
    locations: locationsRegion,
    equipment: equipmentRegion,
  },
})

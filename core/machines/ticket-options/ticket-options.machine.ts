import { assign, enqueueActions, setup } from "xstate"
import { filterScope } from "../../domain/tickets/filter-scope.ts"
import type { AgreementSummary } from "../../schema/agreement.ts"
import {
  addsLocations,
  wantedEquipmentAfter,
  wantedLocationsAfter,
  withEquipment,
  withLocations,
} from "./ticket-options.rules.ts"
import type {
  EquipmentOption,
  FetchEquipmentInput,
  FetchLocationsInput,
  LocationOption,
  TicketOptionsContext,
  TicketOptionsEvent,
  TicketOptionsFailure,
} from "./ticket-options.types.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type * from "./ticket-options.types.ts"
export { equipmentKey } from "./ticket-options.types.ts"

const placeholder = <O, I = void>(name: string) => providedByRuntime<O, I, TicketOptionsFailure>(name)
const fetchAgreements = placeholder<ReadonlyArray<AgreementSummary>>("fetchAgreements")

/**
 * Choices of the ticket list filters and the new-ticket form: agreements and contact names load at
 * start; the locations of agreements and the equipment at a location load when first needed and are
 * kept. Once a filter scope is set (`options.scopeChange`), the locations of its agreements load
 * as it changes and when the agreements arrive. Each region fails on its own, so one failed call
 * leaves the other choices usable.
 */
export const ticketOptionsMachine = setup({
  types: {} as { context: TicketOptionsContext; events: TicketOptionsEvent },
  actors: {
    fetchAgreements,
    fetchContacts: placeholder<ReadonlyArray<string>>("fetchContacts"),
    fetchLocations: placeholder<ReadonlyArray<LocationOption>, FetchLocationsInput>("fetchLocations"),
    fetchEquipment: placeholder<ReadonlyArray<EquipmentOption>, FetchEquipmentInput>("fetchEquipment"),
  },
  guards: {
    hasWantedLocations: ({ context }) => context.wantedLocations.length > 0,
    // Locations already loaded or on their way are not asked for again.
    addsLocations: ({ context, event }) =>
      event.type === "options.locationsNeed" && addsLocations(context, event.agreementids),
    hasWantedEquipment: ({ context }) => context.wantedEquipment !== null,
  },
  actions: {
    wantLocations: assign({
      wantedLocations: ({ context, event }) =>
        event.type === "options.locationsNeed"
          ? wantedLocationsAfter(context, event.agreementids)
          : context.wantedLocations,
    }),
    wantEquipment: assign({
      wantedEquipment: ({ context, event }) =>
        event.type === "options.equipmentNeed"
          ? wantedEquipmentAfter(context, event)
          : context.wantedEquipment,
    }),
    // When the agreements arrive, only an empty scope (all of them) needs more locations.
    needScopeLocations: enqueueActions(({ context, enqueue, event }) => {
      if (context.scope !== null && (event.type === "options.scopeChange" || context.scope.length === 0))
        enqueue.raise({
          type: "options.locationsNeed",
          agreementids: filterScope(context.scope, context.agreements),
        })
    }),
    // Every options call fails with a TicketOptionsFailure.
    assignError: assign({ error: (_, params: { error: unknown }) => failureOf(fetchAgreements, params) }),
  },
}).createMachine({
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
    locations: {
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
              actions: [
                assign({ wantedLocations: [] }),
                { type: "assignError", params: ({ event }) => event },
              ],
            },
          },
        },
      },
    },
    equipment: {
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
              actions: [
                assign({ wantedEquipment: null }),
                { type: "assignError", params: ({ event }) => event },
              ],
            },
          },
        },
      },
    },
  },
})

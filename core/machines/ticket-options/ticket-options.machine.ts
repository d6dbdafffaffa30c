import { assign, setup } from "xstate"
import type { AgreementSummary } from "../../schema/agreement.ts"
import {
  type EquipmentOption,
  equipmentKey,
  type FetchEquipmentInput,
  type FetchLocationsInput,
  type LocationOption,
  type TicketOptionsContext,
  type TicketOptionsEvent,
  type TicketOptionsFailure,
} from "./ticket-options.types.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type * from "./ticket-options.types.ts"
export { equipmentKey } from "./ticket-options.types.ts"

const placeholder = <O, I = void>(name: string) => providedByRuntime<O, I, TicketOptionsFailure>(name)
const fetchAgreements = placeholder<ReadonlyArray<AgreementSummary>>("fetchAgreements")

const keep = <T>(current: T | null): T | null => current

/**
 * Choices of the ticket list filters and the new-ticket form: agreements and contact names load at
 * start; the locations of agreements and the equipment at a location load when first needed and are
 * kept. Each region fails on its own, so one failed call leaves the other choices usable.
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
    hasWantedEquipment: ({ context }) => context.wantedEquipment !== null,
  },
  actions: {
    wantLocations: assign({
      wantedLocations: ({ context, event }) =>
        event.type === "options.locationsNeed"
          ? [...new Set([...context.wantedLocations, ...event.agreementids])].filter(
              (id) => context.locations[id] === undefined,
            )
          : context.wantedLocations,
    }),
    wantEquipment: assign({
      wantedEquipment: ({ context, event }) =>
        event.type === "options.equipmentNeed" &&
        context.equipment[equipmentKey(event.agreementid, event.locationid)] === undefined
          ? { agreementid: event.agreementid, locationid: event.locationid }
          : keep(context.wantedEquipment),
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
    wantedLocations: [],
    wantedEquipment: null,
    error: null,
  },
  states: {
    agreements: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "fetchAgreements",
            onDone: { target: "done", actions: assign({ agreements: ({ event }) => event.output }) },
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
      on: { "options.locationsNeed": { target: ".checking", actions: "wantLocations" } },
      states: {
        idle: {},
        checking: { always: [{ guard: "hasWantedLocations", target: "loading" }, { target: "idle" }] },
        loading: {
          invoke: {
            src: "fetchLocations",
            input: ({ context }) => ({ agreementids: context.wantedLocations }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => {
                const locations = { ...context.locations }
                for (const id of context.wantedLocations) locations[id] = []
                for (const l of event.output)
                  locations[l.agreementid] = [...(locations[l.agreementid] ?? []), l]
                return { locations, wantedLocations: [] }
              }),
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
              actions: assign(({ context, event }) => ({
                equipment: context.wantedEquipment
                  ? {
                      ...context.equipment,
                      [equipmentKey(context.wantedEquipment.agreementid, context.wantedEquipment.locationid)]:
                        event.output,
                    }
                  : context.equipment,
                wantedEquipment: null,
              })),
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

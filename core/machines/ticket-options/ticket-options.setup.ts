import { assign, enqueueActions, setup } from "xstate"
import { filterScope } from "../../domain/tickets/filter-scope.ts"
import type { AgreementSummary } from "../../schema/agreement.ts"
import { addsLocations, wantedEquipmentAfter, wantedLocationsAfter } from "./ticket-options.rules.ts"
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

const placeholder = <O, I = void>(name: string) => providedByRuntime<O, I, TicketOptionsFailure>(name)
const fetchAgreements = placeholder<ReadonlyArray<AgreementSummary>>("fetchAgreements")

/** The options machine's actors, guards and actions; its regions are built on it. */
export const optionsSetup = setup({
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
})

import { assign } from "xstate"
import { equipmentListSetup } from "./equipment-list.setup.ts"

/**
 * The filter choices: they load once wanted (a filter that offers them is about to open, or the view
 * holds chosen agreements or locations, which a newly chosen account must sort out) and the first
 * page and the columns are in, one call at a time (agreements, OEMs and SLAs, then the locations
 * those agreements cover). Loading them with every list opened cost a phone four answers, each a
 * render, while the list itself was arriving (issue 25). A failure leaves the filters offering what
 * the URL holds.
 */
export const equipmentOptionsRegion = equipmentListSetup.createStateConfig({
  initial: "unwanted",
  states: {
    unwanted: {
      always: { guard: "hasChosenPlaces", target: "waiting" },
      on: { "list.optionsWanted": { target: "waiting" } },
    },
    waiting: { always: { guard: "isFirstViewShown", target: "loading" } },
    loading: {
      invoke: {
        src: "fetchOptions",
        onDone: { target: "locating", actions: assign({ options: ({ event }) => event.output }) },
        onError: { target: "done" },
      },
    },
    locating: {
      invoke: {
        src: "fetchLocations",
        input: ({ context }) => ({
          agreementids: context.options?.agreements.map((a) => a.agreementid) ?? [],
        }),
        onDone: {
          target: "done",
          actions: assign({
            options: ({ context, event }) =>
              context.options ? { ...context.options, locations: event.output } : null,
          }),
        },
        onError: { target: "done" },
      },
    },
    done: { type: "final" },
  },
})

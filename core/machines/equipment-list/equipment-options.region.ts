import { assign } from "xstate"
import { equipmentListSetup } from "./equipment-list.setup.ts"

/**
 * The filter choices: they load once the first page and the columns are in, one call at a time
 * (agreements, OEMs and SLAs, then the locations those agreements cover). A failure leaves the
 * filters offering what the URL holds.
 */
export const equipmentOptionsRegion = equipmentListSetup.createStateConfig({
  initial: "waiting",
  states: {
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

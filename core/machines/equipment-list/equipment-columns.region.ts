import { assign } from "xstate"
import { normalizeColumns } from "../../domain/equipment/fields.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { equipmentListSetup, fetchColumns, saveColumns } from "./equipment-list.setup.ts"

/** The column choice: loaded from the server at start and saved there on each change. */
export const equipmentColumnsRegion = equipmentListSetup.createStateConfig({
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "fetchColumns",
        onDone: {
          target: "ready",
          actions: assign({
            columns: ({ event }) => normalizeColumns(event.output.columns),
            columnsLoaded: true,
          }),
        },
        onError: {
          target: "ready",
          actions: assign({
            columnsError: ({ event }) => failureOf(fetchColumns, event),
            columnsLoaded: true,
          }),
        },
      },
    },
    ready: {
      on: {
        "columns.change": {
          target: "saving",
          actions: assign({
            columns: ({ event }) => normalizeColumns(event.columns),
            columnsError: null,
          }),
        },
      },
    },
    saving: {
      on: {
        "columns.change": {
          target: "saving",
          reenter: true,
          actions: assign({ columns: ({ event }) => normalizeColumns(event.columns) }),
        },
      },
      invoke: {
        src: "saveColumns",
        input: ({ context }) => ({ columns: [...context.columns] }),
        onDone: { target: "ready" },
        onError: {
          target: "ready",
          actions: assign({ columnsError: ({ event }) => failureOf(saveColumns, event) }),
        },
      },
    },
  },
})

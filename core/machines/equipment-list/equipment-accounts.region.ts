import { assign } from "xstate"
import { fetchAccounts } from "../shared/accounts.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { equipmentListSetup } from "./equipment-list.setup.ts"

/** The account lookup's choices, loaded once for staff and sales reps (the choice is a filter). */
export const equipmentAccountsRegion = equipmentListSetup.createStateConfig({
  initial: "start",
  states: {
    start: {
      always: [{ guard: ({ context }) => context.chooseAccount, target: "loading" }, { target: "done" }],
    },
    loading: {
      invoke: {
        src: "fetchAccounts",
        onDone: { target: "done", actions: assign({ accounts: ({ event }) => event.output }) },
        onError: {
          target: "done",
          actions: assign({ accountsError: ({ event }) => failureOf(fetchAccounts, event) }),
        },
      },
    },
    done: { type: "final" },
  },
})

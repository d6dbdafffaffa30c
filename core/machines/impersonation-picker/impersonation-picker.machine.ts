import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { ImpersonationCandidate, ImpersonationLog } from "../../schema/admin.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type PickerFailure =
  | EndpointFailure<"impersonation", "candidates">
  | EndpointFailure<"admin", "impersonations">

export interface ImpersonationPickerContext {
  readonly search: string
  readonly candidates: ReadonlyArray<ImpersonationCandidate>
  /** The audit log's newest entries. */
  readonly log: ImpersonationLog
  readonly error: PickerFailure | null
}

export type ImpersonationPickerEvent =
  | { readonly type: "picker.search"; readonly search: string }
  | { readonly type: "picker.reloadLog" }

export interface PickerInput {
  /** Staff search users to view as; company admins only read the log. */
  readonly canPick: boolean
}

const findCandidates = providedByRuntime<
  ReadonlyArray<ImpersonationCandidate>,
  { search: string },
  EndpointFailure<"impersonation", "candidates">
>("findCandidates")
const fetchLog = providedByRuntime<ImpersonationLog, void, EndpointFailure<"admin", "impersonations">>(
  "fetchLog",
)

/** The admin screen's 'View as a user': find users to view as, and the impersonation log. */
export const impersonationPickerMachine = setup({
  types: {
    context: {} as ImpersonationPickerContext,
    events: {} as ImpersonationPickerEvent,
    input: {} as PickerInput,
  },
  actors: { findCandidates, fetchLog },
  guards: { hasTerm: ({ event }) => event.type === "picker.search" && event.search.trim() !== "" },
}).createMachine({
  id: "impersonationPicker",
  context: { search: "", candidates: [], log: { items: [], count: 0 }, error: null },
  initial: "loadingLog",
  states: {
    loadingLog: {
      tags: ["loading"],
      invoke: {
        src: "fetchLog",
        onDone: { target: "idle", actions: assign({ log: ({ event }) => event.output }) },
        onError: { target: "idle", actions: assign({ error: ({ event }) => failureOf(fetchLog, event) }) },
      },
    },
    idle: {},
    searching: {
      tags: ["loading"],
      invoke: {
        src: "findCandidates",
        input: ({ context }) => ({ search: context.search }),
        onDone: { target: "idle", actions: assign({ candidates: ({ event }) => event.output }) },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failureOf(findCandidates, event) }),
        },
      },
    },
  },
  on: {
    "picker.search": [
      {
        guard: "hasTerm",
        target: ".searching",
        actions: assign({ search: ({ event }) => event.search.trim(), error: null }),
      },
      { target: ".idle", actions: assign({ search: "", candidates: [] }) },
    ],
    "picker.reloadLog": { target: ".loadingLog" },
  },
})

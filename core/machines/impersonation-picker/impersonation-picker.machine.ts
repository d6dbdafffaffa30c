import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { ImpersonationCandidate, ImpersonationLog } from "../../schema/admin.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type PickerFailure =
  | EndpointFailure<"impersonation", "candidates">
  | EndpointFailure<"admin", "impersonations">

export interface ImpersonationPickerContext {
  /** The search box as typed. */
  readonly term: string
  /** The term last searched for, trimmed. */
  readonly search: string
  readonly candidates: ReadonlyArray<ImpersonationCandidate>
  /** The audit log's newest entries. */
  readonly log: ImpersonationLog
  readonly error: PickerFailure | null
}

export type ImpersonationPickerEvent =
  | { readonly type: "picker.termChange"; readonly term: string }
  /** Searches for what the box holds (the screen's Find). */
  | { readonly type: "picker.submit" }
  /** Searches for the given term (the CLI's way). */
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

/** The term a search event asks for: its own, or what the box holds. */
const termOf = (context: ImpersonationPickerContext, event: ImpersonationPickerEvent): string =>
  event.type === "picker.search" ? event.search : context.term

/** A term searches (trimmed); a blank one clears the candidates without asking the server. */
const searchTransitions = [
  { guard: "hasTerm", target: ".searching", actions: "assignSearch" },
  { target: ".idle", actions: "clearSearch" },
] as const

/** The admin screen's 'View as a user': find users to view as, and the impersonation log. */
export const impersonationPickerMachine = setup({
  types: {
    context: {} as ImpersonationPickerContext,
    events: {} as ImpersonationPickerEvent,
    input: {} as PickerInput,
  },
  actors: { findCandidates, fetchLog },
  guards: { hasTerm: ({ context, event }) => termOf(context, event).trim() !== "" },
  actions: {
    assignSearch: assign(({ context, event }) => ({
      term: termOf(context, event),
      search: termOf(context, event).trim(),
      error: null,
    })),
    clearSearch: assign(({ context, event }) => ({
      term: termOf(context, event),
      search: "",
      candidates: [],
    })),
  },
}).createMachine({
  id: "impersonationPicker",
  context: { term: "", search: "", candidates: [], log: { items: [], count: 0 }, error: null },
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
    "picker.termChange": { actions: assign({ term: ({ event }) => event.term }) },
    "picker.submit": searchTransitions,
    "picker.search": searchTransitions,
    "picker.reloadLog": { target: ".loadingLog" },
  },
})

import { assign, setup } from "xstate"
import { savedViewTexts, viewNameProblem, viewQueryOf } from "../../domain/tickets/saved-views.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { deleteView, draftName, listViews, refusalOf, renameView, saveView } from "./saved-views.parts.ts"
import type { SavedViewsContext, SavedViewsEvent } from "./saved-views.types.ts"

/**
 * The user's saved views of the ticket list (issue 28), for the menu and the list: `loading` the
 * views with their counts (and "My tickets"'s), `ready`, `editing` a name (a new view of the list's
 * query, or a rename), `saving`, `renaming`, `confirming` and `deleting`. Each change loads the list
 * again, so the counts and the order follow. The machine keeps views, never the list's filters: a
 * view is its URL query, and opening one is navigating to it.
 */
export const savedViewsMachine = setup({
  types: {} as { context: SavedViewsContext; events: SavedViewsEvent },
  actors: { listViews, saveView, renameView, deleteView },
  guards: { isNameValid: ({ context }) => viewNameProblem(context.draft?.name ?? "") === undefined },
  actions: {
    assignName: assign({
      draft: ({ context, event }) =>
        event.type === "draft.nameChange" && context.draft !== null
          ? { ...context.draft, name: event.name }
          : context.draft,
      nameProblem: null,
    }),
    assignProblem: assign({
      nameProblem: ({ context }) => viewNameProblem(context.draft?.name ?? "") ?? null,
    }),
    clearDraft: assign({ draft: null, nameProblem: null }),
  },
}).createMachine({
  id: "savedViews",
  context: {
    views: [],
    mine: null,
    draft: null,
    nameProblem: null,
    deleting: null,
    done: null,
    error: null,
    loadError: null,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "listViews",
        onDone: {
          target: "ready",
          actions: assign({
            views: ({ event }) => event.output.items,
            mine: ({ event }) => event.output.mine,
            loadError: null,
          }),
        },
        onError: {
          target: "ready",
          actions: assign({ loadError: ({ event }) => failureOf(listViews, event) }),
        },
      },
    },
    ready: {
      on: {
        "views.reload": { target: "loading" },
        "views.saveStart": {
          target: "editing",
          actions: assign({
            draft: ({ event }) => ({ kind: "save" as const, name: "", query: viewQueryOf(event.params) }),
            nameProblem: null,
            done: null,
            error: null,
          }),
        },
        "views.renameStart": {
          target: "editing",
          actions: assign(({ context, event }) => {
            const view = context.views.find((v) => v.viewid === event.viewid)
            const draft = view ? { kind: "rename" as const, name: view.name, viewid: view.viewid } : null
            return { draft, nameProblem: null, done: null, error: null }
          }),
        },
        "views.deleteAsk": {
          target: "confirming",
          actions: assign({
            deleting: ({ context, event }) => context.views.find((v) => v.viewid === event.viewid) ?? null,
            done: null,
            error: null,
          }),
        },
      },
    },
    editing: {
      always: { guard: ({ context }) => context.draft === null, target: "ready" },
      on: {
        "draft.nameChange": { actions: "assignName" },
        "draft.cancel": { target: "ready", actions: "clearDraft" },
        "draft.submit": [{ guard: "isNameValid", target: "writing" }, { actions: "assignProblem" }],
      },
    },
    writing: {
      always: [
        { guard: ({ context }) => context.draft?.kind === "rename", target: "renaming" },
        { target: "saving" },
      ],
    },
    saving: {
      invoke: {
        src: "saveView",
        input: ({ context }) => ({
          name: draftName(context.draft),
          query: context.draft?.kind === "save" ? context.draft.query : "",
        }),
        onDone: {
          target: "loading",
          actions: [assign({ done: ({ event }) => savedViewTexts.saved(event.output.name) }), "clearDraft"],
        },
        onError: { target: "editing", actions: assign(({ event }) => refusalOf(failureOf(saveView, event))) },
      },
    },
    renaming: {
      invoke: {
        src: "renameView",
        input: ({ context }) => ({
          viewid: context.draft?.kind === "rename" ? context.draft.viewid : 0,
          name: draftName(context.draft),
        }),
        onDone: {
          target: "loading",
          actions: [assign({ done: ({ event }) => savedViewTexts.renamed(event.output.name) }), "clearDraft"],
        },
        onError: {
          target: "editing",
          actions: assign(({ event }) => refusalOf(failureOf(renameView, event))),
        },
      },
    },
    confirming: {
      always: { guard: ({ context }) => context.deleting === null, target: "ready" },
      on: {
        "views.deleteConfirm": { target: "deleting" },
        "views.deleteCancel": { target: "ready", actions: assign({ deleting: null }) },
      },
    },
    deleting: {
      invoke: {
        src: "deleteView",
        input: ({ context }) => ({ viewid: context.deleting?.viewid ?? 0 }),
        onDone: {
          target: "loading",
          actions: assign({ done: ({ event }) => event.output.message, deleting: null }),
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(deleteView, event), deleting: null }),
        },
      },
    },
  },
})

import type { ConfirmOptions } from "../../domain/dialogs.ts"
import { savedViewTexts } from "../../domain/tickets/saved-views.ts"
import type { SavedView, SavedViewList } from "../../schema/saved-view.ts"
import type { StatusMessage } from "../../schema/session.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  ViewDeleteFailure,
  ViewDraft,
  ViewListFailure,
  ViewRenameFailure,
  ViewSaveFailure,
} from "./saved-views.types.ts"

/** The saved views machine's placeholder actors (the host provides them) and its small helpers. */
export const listViews = providedByRuntime<SavedViewList, void, ViewListFailure>("listViews")
export const saveView = providedByRuntime<SavedView, { name: string; query: string }, ViewSaveFailure>(
  "saveView",
)
export const renameView = providedByRuntime<SavedView, { viewid: number; name: string }, ViewRenameFailure>(
  "renameView",
)
export const deleteView = providedByRuntime<StatusMessage, { viewid: number }, ViewDeleteFailure>(
  "deleteView",
)

/** The question before a delete, with the view's name. */
export const deleteViewQuestion = (view: SavedView): ConfirmOptions => ({
  title: `${savedViewTexts.delete}?`,
  body: savedViewTexts.deleteQuestion(view.name),
  confirmText: "Delete",
  cancelText: "Keep it",
})

/** A refusal that names `name` goes to the form; any other stays an error. */
export const refusalOf = (error: ViewSaveFailure | ViewRenameFailure) =>
  "field" in error && error.field === "name" ? { nameProblem: error.message, error: null } : { error }

export const draftName = (draft: ViewDraft | null) => draft?.name.trim() ?? ""

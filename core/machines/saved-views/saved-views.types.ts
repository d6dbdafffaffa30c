import type { TicketListParams } from "../../domain/tickets/list-url.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { SavedView } from "../../schema/saved-view.ts"

export type ViewListFailure = EndpointFailure<"tickets", "views">
export type ViewSaveFailure = EndpointFailure<"tickets", "saveView">
export type ViewRenameFailure = EndpointFailure<"tickets", "renameView">
export type ViewDeleteFailure = EndpointFailure<"tickets", "deleteView">

/** The name form: a new view of the list's query, or a new name for a view. */
export type ViewDraft =
  | { readonly kind: "save"; readonly name: string; readonly query: string }
  | { readonly kind: "rename"; readonly name: string; readonly viewid: number }

export interface SavedViewsContext {
  readonly views: ReadonlyArray<SavedView>
  /** The count of the built-in "My tickets"; null until loaded. */
  readonly mine: number | null
  readonly draft: ViewDraft | null
  /** The rule's or the server's word on the draft's name. */
  readonly nameProblem: string | null
  /** The view a delete asks about (`confirming`) or deletes (`deleting`). */
  readonly deleting: SavedView | null
  /** What the last save, rename or delete did, in words. */
  readonly done: string | null
  readonly error: ViewSaveFailure | ViewRenameFailure | ViewDeleteFailure | null
  readonly loadError: ViewListFailure | null
}

export type SavedViewsEvent =
  | { readonly type: "views.reload" }
  /** Save the list as it is shown (`params` from the list's snapshot: the URL's state). */
  | { readonly type: "views.saveStart"; readonly params: TicketListParams }
  | { readonly type: "views.renameStart"; readonly viewid: number }
  | { readonly type: "draft.nameChange"; readonly name: string }
  | { readonly type: "draft.submit" }
  | { readonly type: "draft.cancel" }
  | { readonly type: "views.deleteAsk"; readonly viewid: number }
  | { readonly type: "views.deleteConfirm" }
  | { readonly type: "views.deleteCancel" }

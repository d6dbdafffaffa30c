import { Schema } from "effect"
import { SAVED_VIEW_LIMITS } from "../domain/tickets/saved-views.ts"
import { messages } from "../domain/validation/rules.ts"
import { requiredText } from "./form-fields.ts"
import { RequestText } from "./request-text.ts"

/** A view's name: not blank, at most the limit, unique among its owner's views (case-insensitive). */
export const ViewName = requiredText("Name", SAVED_VIEW_LIMITS.nameMaxLength)

/** The ticket list's URL query a view keeps; the server stores it canonically (page left out). */
export const ViewQuery = RequestText.check(
  Schema.isMaxLength(SAVED_VIEW_LIMITS.queryMaxLength, {
    message: messages.maxLength("Query", SAVED_VIEW_LIMITS.queryMaxLength),
  }),
)

/** POST /v1/preferences/ticket-views: the name and the list's URL query to keep. */
export const NewSavedView = Schema.Struct({ name: ViewName, query: ViewQuery })
export type NewSavedView = typeof NewSavedView.Type

/** PATCH /v1/preferences/ticket-views/:viewid: the new name. */
export const RenameSavedView = Schema.Struct({ name: ViewName })
export type RenameSavedView = typeof RenameSavedView.Type

/** A saved view with the number of tickets it shows the owner now. */
export const SavedView = Schema.Struct({
  viewid: Schema.Finite,
  name: Schema.String,
  query: Schema.String,
  count: Schema.Finite,
})
export type SavedView = typeof SavedView.Type

/**
 * GET /v1/preferences/ticket-views: the caller's views by name, each with its count, and the count
 * of the built-in "My tickets" (`mine`).
 */
export const SavedViewList = Schema.Struct({
  status: Schema.String,
  items: Schema.Array(SavedView),
  count: Schema.Finite,
  mine: Schema.Finite,
})
export type SavedViewList = typeof SavedViewList.Type

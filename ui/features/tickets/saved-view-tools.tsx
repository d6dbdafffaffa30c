import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { Button } from "react-aria-components"
import { TICKET_LIST_URL } from "../../../core/domain/tickets/list-url.ts"
import { SAVED_VIEW_LIMITS, savedViewTexts, viewShown } from "../../../core/domain/tickets/saved-views.ts"
import { deleteViewQuestion } from "../../../core/machines/saved-views/saved-views.parts.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { savedViewsFailureText } from "../../lib/failure-messages.ts"
import { type SavedViewsRef, useSavedViews } from "../../lib/saved-views-context.tsx"
import type { TicketListRef } from "./ticket-refs.ts"

/**
 * The list's saved-view tools: 'Save view' keeps what the list shows (its URL) under a name; on a
 * saved view's URL, its name with 'Rename view' and 'Delete view'. The saved views machine holds the
 * form, the question and the outcome; the list's filters stay in the URL.
 */
export function SavedViewTools({ list }: { readonly list: TicketListRef }) {
  const views = useSavedViews()
  if (views === null) return null
  return <Tools views={views} list={list} />
}

function Tools({ views, list }: { readonly views: SavedViewsRef; readonly list: TicketListRef }) {
  const context = useSelector(list, (s) => s.context)
  // The list's state as its URL holds it (no rows), which is what a view keeps.
  const params = useMemo(() => TICKET_LIST_URL.parse(TICKET_LIST_URL.params(context)), [context])
  const shown = useSelector(views, (s) => viewShown(s.context.views, params))
  const ready = useSelector(views, (s) => s.matches("ready"))
  const done = useSelector(views, (s) => s.context.done)
  const error = useSelector(views, (s) =>
    s.matches("editing") ? null : savedViewsFailureText(s.context.error),
  )
  const deleting = useSelector(views, (s) => (s.matches("confirming") ? s.context.deleting : null))
  return (
    <div className="saved-view-tools">
      {shown ? (
        <p className="saved-view-name">
          View: <strong>{shown.name}</strong>
        </p>
      ) : null}
      <div className="saved-view-actions">
        <Button
          className="button button-secondary"
          isDisabled={!ready}
          onPress={() => views.send({ type: "views.saveStart", params })}
        >
          {savedViewTexts.save}
        </Button>
        {shown ? (
          <>
            <Button
              className="button button-secondary"
              isDisabled={!ready}
              onPress={() => views.send({ type: "views.renameStart", viewid: shown.viewid })}
            >
              {savedViewTexts.rename}
            </Button>
            <Button
              className="button button-secondary"
              isDisabled={!ready}
              onPress={() => views.send({ type: "views.deleteAsk", viewid: shown.viewid })}
            >
              {savedViewTexts.delete}
            </Button>
          </>
        ) : null}
      </div>
      <p role="status" className="saved-view-done">
        {done}
      </p>
      {error === null ? null : (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <ViewNameDialog views={views} />
      <ConfirmDialog
        confirm={deleting ? deleteViewQuestion(deleting) : null}
        onAnswer={(yes) => views.send({ type: yes ? "views.deleteConfirm" : "views.deleteCancel" })}
      />
    </div>
  )
}

function ViewNameDialog({ views }: { readonly views: SavedViewsRef }) {
  const draft = useSelector(views, (s) => s.context.draft)
  const open = useSelector(views, (s) => s.matches("editing") || s.matches("saving") || s.matches("renaming"))
  const busy = useSelector(views, (s) => !s.matches("editing"))
  const problem = useSelector(views, (s) => s.context.nameProblem ?? undefined)
  const error = useSelector(views, (s) =>
    s.matches("editing") ? savedViewsFailureText(s.context.error) : null,
  )
  const cancel = () => views.send({ type: "draft.cancel" })
  return (
    <PortalDialog
      title={draft?.kind === "rename" ? savedViewTexts.rename : savedViewTexts.save}
      isOpen={open && draft !== null}
      isDismissable
      onClose={cancel}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          views.send({ type: "draft.submit" })
        }}
      >
        {error === null ? null : (
          <p role="alert" className="alert-error">
            {error}
          </p>
        )}
        <div className="field" data-invalid={problem !== undefined || undefined}>
          <label htmlFor="view-name">{savedViewTexts.nameLabel}</label>
          <input
            id="view-name"
            value={draft?.name ?? ""}
            maxLength={SAVED_VIEW_LIMITS.nameMaxLength}
            autoComplete="off"
            aria-describedby="view-name-error"
            aria-invalid={problem !== undefined || undefined}
            onChange={(e) => views.send({ type: "draft.nameChange", name: e.target.value })}
          />
          <p id="view-name-error" className="field-error">
            {problem}
          </p>
        </div>
        <div className="dialog-actions">
          <Button className="button button-secondary" onPress={cancel}>
            Cancel
          </Button>
          <Button type="submit" className="button button-primary" isDisabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </PortalDialog>
  )
}

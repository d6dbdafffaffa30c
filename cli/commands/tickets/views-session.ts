import { type Actor, waitFor } from "xstate"
import { savedViewTexts, viewNameProblem } from "../../../core/domain/tickets/saved-views.ts"
import type { savedViewsMachine } from "../../../core/machines/saved-views/saved-views.machine.ts"
import type { SavedView } from "../../../core/schema/saved-view.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export type ViewsActor = Actor<typeof savedViewsMachine>

/** Runs `body` with the saved views machine loaded for the signed-in user (its list read). */
export const withViews = <A>(deps: CliDeps, body: (views: ViewsActor) => Promise<A>): Promise<A> =>
  withSignedIn(deps, async () => {
    const views = startMachine(deps, "savedViews")
    try {
      const ready = await waitFor(views, (s) => s.matches("ready"))
      if (ready.context.loadError)
        throw failureError(deps, "could not list your saved views", ready.context.loadError)
      return await body(views)
    } finally {
      views.stop()
    }
  })

/** The user's view of that name (any case, surrounding spaces ignored); exit 1 naming it otherwise. */
export const viewNamed = (views: ViewsActor, name: string): SavedView => {
  const wanted = name.trim().toLowerCase()
  const view = views.getSnapshot().context.views.find((v) => v.name.toLowerCase() === wanted)
  if (view === undefined) throw requestFailed(savedViewTexts.notFound(name.trim()), "NotFound")
  return view
}

/** Sends the name form's submit and waits for its outcome: the done text, or the refusal as the failure. */
export const submitDraft = async (deps: CliDeps, views: ViewsActor, name: string, what: string) => {
  // The rule's refusal is bad usage (exit 2, nothing sent); the server's (a taken name) a refused request.
  const problem = viewNameProblem(name)
  if (problem !== undefined) throw usageError(`could not ${what}: ${problem}`)
  views.send({ type: "draft.nameChange", name })
  views.send({ type: "draft.submit" })
  const done = await waitFor(
    views,
    (s) =>
      s.matches("ready") ||
      (s.matches("editing") && (s.context.nameProblem !== null || s.context.error !== null)),
  )
  const { nameProblem, error } = done.context
  if (nameProblem !== null) throw requestFailed(`could not ${what}: ${nameProblem}`, "Conflict")
  if (error !== null) throw failureError(deps, `could not ${what}`, error)
  return done.context
}

import { waitFor } from "xstate"
import { parseTicketListUrl } from "../../../core/domain/tickets/list-url.ts"
import { MY_TICKETS_QUERY, savedViewTexts, viewHref } from "../../../core/domain/tickets/saved-views.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { renderTable } from "../../format/table.ts"
import type { CliDeps } from "../command.types.ts"
import { type TicketFilterOptions, toTicketUrlParams } from "./list-options.ts"
import { submitDraft, viewNamed, withViews } from "./views-session.ts"

/** `portal tickets views list|save|rename|delete`: one command module, the action chosen by the tree. */
export type ViewsOptions =
  | { readonly action: "list" }
  | ({ readonly action: "save"; readonly name: string } & TicketFilterOptions)
  | { readonly action: "rename"; readonly name: string; readonly newName: string }
  | { readonly action: "delete"; readonly name: string }

export interface ViewRow {
  readonly name: string
  readonly count: number
  /** The `/tickets` link of the view (its URL query is the view). */
  readonly link: string
  readonly builtIn: boolean
}

export interface ViewsResult {
  readonly views: ReadonlyArray<ViewRow>
  /** What a save, rename or delete did; absent for list. */
  readonly message?: string
}

const rowsOf = (context: {
  views: ReadonlyArray<{ name: string; count: number; query: string }>
  mine: number | null
}) => [
  {
    name: savedViewTexts.myTickets,
    count: context.mine ?? 0,
    link: viewHref(MY_TICKETS_QUERY),
    builtIn: true,
  },
  ...context.views.map((v) => ({ name: v.name, count: v.count, link: viewHref(v.query), builtIn: false })),
]

/** Runs the action through the saved views machine and answers the views as they are after it. */
export const run = (options: ViewsOptions, deps: CliDeps): Promise<ViewsResult> =>
  withViews(deps, async (views) => {
    if (options.action === "list") return { views: rowsOf(views.getSnapshot().context) }
    if (options.action === "delete") {
      const view = viewNamed(views, options.name)
      views.send({ type: "views.deleteAsk", viewid: view.viewid })
      views.send({ type: "views.deleteConfirm" })
      const done = await waitFor(views, (s) => s.matches("ready"))
      if (done.context.error !== null)
        throw failureError(deps, "could not delete the view", done.context.error)
      return { views: rowsOf(done.context), message: done.context.done ?? "" }
    }
    if (options.action === "rename") {
      views.send({ type: "views.renameStart", viewid: viewNamed(views, options.name).viewid })
      await submitDraft(deps, views, options.newName, "rename the view")
    } else {
      views.send({ type: "views.saveStart", params: parseTicketListUrl(toTicketUrlParams(options)) })
      await submitDraft(deps, views, options.name, "save the view")
    }
    const done = await waitFor(views, (s) => s.matches("ready"))
    return { views: rowsOf(done.context), message: done.context.done ?? "" }
  })

export const render = ({ views, message }: ViewsResult): string => {
  const table = renderTable(
    [
      { heading: "View", cell: (v: ViewRow) => v.name },
      { heading: "Tickets", cell: (v) => v.count.toLocaleString("en-US"), align: "right" },
      { heading: "Link", cell: (v) => v.link },
    ],
    views,
  )
  return message === undefined ? table : `${message}\n${table}`
}

import { type Actor, waitFor } from "xstate"
import type { notificationPanelMachine } from "../../../core/machines/notification-panel/notification-panel.machine.ts"
import type { Notification } from "../../../core/schema/notification.ts"
import type { Column } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { listText } from "../shared/list-output.ts"
import type { ListOutputOptions } from "../shared/list-output.options.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export interface ListOptions extends ListOutputOptions {
  readonly unread?: boolean | undefined
}

export interface ListResult {
  readonly items: ReadonlyArray<Notification>
  readonly hasMore: boolean
}

type Panel = Actor<typeof notificationPanelMachine>

/**
 * `--all`: 'load more' until nothing more is there, as a user scrolling the panel would (each
 * press shows 10 more, fetching when the loaded ones are all shown).
 */
export const loadEverything = async (
  panel: Panel,
  deps: Pick<CliDeps, "progress">,
  failure: (error: unknown) => Error,
): Promise<void> => {
  let before = panel.getSnapshot().context
  while (before.hasMore) {
    panel.send({ type: "panel.loadMore" })
    const after = (await waitFor(panel, (s) => s.matches({ data: "ready" }))).context
    if (after.error !== null && after.error !== undefined) throw failure(after.error)
    deps.progress({
      label: `Fetching notifications: ${after.items.length}`,
      done: after.items.length,
      total: null,
    })
    if (after.items.length === before.items.length && after.shown === before.shown) break
    before = after
  }
}

/** Loads the panel machine's first page, as the bell does; with --all every page. */
export const run = (options: ListOptions, deps: CliDeps): Promise<ListResult> =>
  withSignedIn(deps, async ({ auth, failure }) => {
    const session = auth.actor.getSnapshot().context.session!
    const panel = startMachine(deps, "notificationPanel", {
      userID: session.userID,
      isImpersonation: session.isImpersonation,
    })
    try {
      const done = await waitFor(panel, (s) => s.matches({ data: "ready" }) || s.matches({ data: "failed" }))
      if (done.matches({ data: "failed" })) throw failure("could not load notifications", done.context.error)
      if (options.all === true)
        await loadEverything(panel, deps, (error) =>
          failure("could not load more notifications", error as Parameters<typeof failure>[1]),
        )
      const { items, hasMore } = panel.getSnapshot().context
      return { items: items.filter((n) => options.unread !== true || !n.seen), hasMore }
    } finally {
      panel.stop()
    }
  })

/** The columns of the table and the CSV. */
const NOTIFICATION_COLUMNS: ReadonlyArray<Column<Notification>> = [
  { heading: "NEW", cell: (n) => (n.seen ? "" : "*") },
  { heading: "WHEN", cell: (n) => n.created_at.slice(0, 16).replace("T", " ") },
  { heading: "EVENT", cell: (n) => n.event.type },
  { heading: "MESSAGE", cell: (n) => n.event.message },
  { heading: "LINK", cell: (n) => n.link ?? "" },
]

export const render = (r: ListResult, options: Partial<ListOptions> = {}): string => {
  if (options.format !== "csv" && r.items.length === 0) return "Nothing to see here. Check back another time."
  const more = r.hasMore
    ? "(older notifications follow: --all lists them, or open the bell in the portal)"
    : ""
  return listText(options, NOTIFICATION_COLUMNS, r.items, { empty: "", footer: more })
}

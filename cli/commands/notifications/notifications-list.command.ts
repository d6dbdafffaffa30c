import { waitFor } from "xstate"
import type { Notification } from "../../../core/schema/notification.ts"
import { renderTable } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export interface ListOptions {
  readonly unread: boolean
}

export interface ListResult {
  readonly items: ReadonlyArray<Notification>
  readonly hasMore: boolean
}

/** Loads the panel machine's first page, as the bell does. */
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
      const items = done.context.items.filter((n) => !options.unread || !n.seen)
      return { items, hasMore: done.context.hasMore }
    } finally {
      panel.stop()
    }
  })

export const render = (r: ListResult): string =>
  r.items.length === 0
    ? "Nothing to see here. Check back another time."
    : renderTable(
        [
          { heading: "", cell: (n: Notification) => (n.seen ? "" : "*") },
          { heading: "when", cell: (n: Notification) => n.created_at.slice(0, 16).replace("T", " ") },
          { heading: "event", cell: (n: Notification) => n.event.type },
          { heading: "message", cell: (n: Notification) => n.event.message },
          { heading: "link", cell: (n: Notification) => n.link ?? "" },
        ],
        r.items,
      ) + (r.hasMore ? "\n(older notifications follow: open the bell in the portal)" : "")

import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { parseTicketId } from "./list-options.ts"
import {
  changeWatchers,
  loadWatchers,
  named,
  renderWatchers,
  type WatchersResult,
  watchersResult,
} from "./ticket-watchers.ts"

export interface TicketsUnwatchOptions {
  readonly id: string
  /** A watcher's username or email; absent, the caller stops watching. */
  readonly user?: string | undefined
}

/**
 * `portal tickets unwatch <id> [--user <name>]`: the caller stops watching the ticket, or (its
 * contact, creator, company admin or staff) takes a watcher off. Someone who does not watch it: exit 2.
 */
export const run = (options: TicketsUnwatchOptions, deps: CliDeps): Promise<WatchersResult> => {
  const ticketId = parseTicketId(options.id)
  return withSignedIn(deps, async (s) => {
    const page = startMachine(deps, "ticketPage", { ticketId })
    try {
      const list = await loadWatchers(page, ticketId, s)
      const wanted = options.user?.trim().toLowerCase()
      const watcher = list.items.find((w) =>
        wanted === undefined ? w.userid === s.user.userid : named(wanted)(w),
      )
      if (watcher === undefined)
        throw usageError(
          `${options.user === undefined ? "you do not" : `'${options.user}' does not`} watch #${ticketId}`,
        )
      const after = await changeWatchers(page, { type: "watchers.remove", userid: watcher.userid }, s)
      return watchersResult(ticketId, after.items)
    } finally {
      page.stop()
    }
  })
}

export const render = renderWatchers

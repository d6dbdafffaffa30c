import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { parseTicketId } from "./list-options.ts"
import {
  changeWatchers,
  loadWatchers,
  pickColleague,
  renderWatchers,
  type WatchersResult,
  watchersResult,
} from "./ticket-watchers.ts"

export interface TicketsWatchOptions {
  readonly id: string
  /** A colleague's username or email; absent, the caller watches it. */
  readonly user?: string | undefined
}

/**
 * `portal tickets watch <id> [--user <name>]`: the caller watches the ticket, or (its contact,
 * creator, company admin or staff) adds a colleague found through the detail's picker. Adding one
 * who watches already changes nothing.
 */
export const run = (options: TicketsWatchOptions, deps: CliDeps): Promise<WatchersResult> => {
  const ticketId = parseTicketId(options.id)
  return withSignedIn(deps, async (s) => {
    const page = startMachine(deps, "ticketPage", { ticketId })
    try {
      await loadWatchers(page, ticketId, s)
      if (options.user === undefined) {
        const after = await changeWatchers(page, { type: "watchers.watch" }, s)
        return watchersResult(ticketId, after.items)
      }
      const colleague = await pickColleague(page, options.user, s)
      const after = await changeWatchers(page, { type: "watchers.add", userid: colleague.userid }, s)
      return watchersResult(ticketId, after.items)
    } finally {
      page.stop()
    }
  })
}

export const render = renderWatchers

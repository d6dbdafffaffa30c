import { type Actor, waitFor } from "xstate"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import { watcherRefusal } from "../../../core/domain/tickets/watchers.ts"
import type { TicketWatcher, WatcherCandidate } from "../../../core/schema/ticket-watchers.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { SignedIn } from "../shared/signed-in.ts"

type TicketPage = Actor<PortalMachines["ticketPage"]>

/** What `tickets watch|unwatch` return and `tickets show` lists: who watches the ticket now. */
export interface WatchersResult {
  readonly ticketid: number
  readonly watchers: ReadonlyArray<Omit<TicketWatcher, "canRemove">>
}

const watchersOf = (page: TicketPage) => page.getSnapshot().children.watchers!
const settled = (page: TicketPage) =>
  waitFor(watchersOf(page), (s) => s.matches("ready") || s.matches("failed"))

/** Loads the page's watchers as the detail does; a failure exits 1 with the server's reason. */
export const loadWatchers = async (page: TicketPage, ticketId: number, s: SignedIn) => {
  page.send({ type: "watchers.load" })
  const done = await settled(page)
  if (done.context.watchers === null)
    throw s.failure(`could not load the watchers of #${ticketId}`, done.context.error)
  return done.context.watchers
}

/** The result without what only the caller's screen needs. */
export const watchersResult = (ticketid: number, items: ReadonlyArray<TicketWatcher>): WatchersResult => ({
  ticketid,
  watchers: items.map(({ canRemove: _, ...w }) => w),
})

/** `--user` names someone by username or email address, in any case. */
export const named =
  (wanted: string) =>
  (u: Pick<WatcherCandidate, "username" | "email">): boolean =>
    u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted

/** Searches the picker for `--user` as the detail's picker does: the colleague it names, or exit 2. */
export const pickColleague = async (page: TicketPage, user: string, s: SignedIn) => {
  const wanted = user.trim().toLowerCase()
  const list = watchersOf(page).getSnapshot().context.watchers
  // The rule refuses before anything is sent, as the detail offers no picker (exit 2).
  if (list?.canManage !== true) throw usageError(watcherRefusal(list?.ticketid ?? 0))
  page.send({ type: "watchers.pick" })
  page.send({ type: "watchers.search", value: wanted })
  const shown = await waitFor(
    watchersOf(page),
    (snap) => snap.matches({ picking: "shown" }) || snap.matches("ready"),
  )
  if (shown.context.error !== null) throw s.failure("could not search your colleagues", shown.context.error)
  const found = shown.context.candidates.find(named(wanted))
  if (found === undefined) throw usageError(`no colleague '${user}' who does not watch it yet was found`)
  return found
}

/** Sends a change and waits for the answer; a refusal exits 1 with the server's reason. */
export const changeWatchers = async (
  page: TicketPage,
  event: Parameters<TicketPage["send"]>[0],
  s: SignedIn,
) => {
  page.send(event)
  const done = await waitFor(watchersOf(page), (snap) => snap.matches("ready"))
  if (done.context.error !== null) throw s.failure("could not change the watchers", done.context.error)
  return done.context.watchers!
}

export const renderWatchers = (result: WatchersResult): string =>
  result.watchers.length === 0
    ? `No one watches Service Ticket #${result.ticketid}.`
    : [`Watchers of Service Ticket #${result.ticketid}:`, ...result.watchers.map(watcherLine)].join("\n")

export const watcherLine = (w: WatchersResult["watchers"][number]): string =>
  `  ${w.name} (${w.username}, ${w.email})${w.active ? "" : " deactivated"}`

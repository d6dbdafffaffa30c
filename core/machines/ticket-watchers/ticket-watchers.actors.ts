import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { ticketWatchersMachine } from "./ticket-watchers.machine.ts"
import type {
  CandidatesInput,
  WatcherChangeInput,
  WatcherRemoveInput,
  WatchersInput,
} from "./ticket-watchers.types.ts"

/** Live actors: the watcher calls of `/v1/ticket/:ticketid/watchers`. */
export const makeTicketWatchersActors = (runtime: PortalRuntime) => ({
  fetchWatchers: effectActor(runtime, ({ ticketid }: WatchersInput) =>
    withClient((client) => client.watchers.list({ params: { ticketid } })),
  ),
  fetchCandidates: effectActor(runtime, ({ ticketid, search }: CandidatesInput) =>
    withClient((client) => client.watchers.candidates({ params: { ticketid }, query: { search } })),
  ),
  addWatcher: effectActor(runtime, ({ ticketid, userid }: WatcherChangeInput) =>
    withClient((client) =>
      client.watchers.add({ params: { ticketid }, payload: userid === undefined ? {} : { userid } }),
    ),
  ),
  removeWatcher: effectActor(runtime, ({ ticketid, userid }: WatcherRemoveInput) =>
    withClient((client) => client.watchers.remove({ params: { ticketid, userid } })),
  ),
})

/** The watchers machine wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketWatchersMachine = (runtime: PortalRuntime) =>
  ticketWatchersMachine.provide({ actors: makeTicketWatchersActors(runtime) })

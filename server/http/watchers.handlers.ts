import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { inTransaction } from "../services.ts"
import { addWatcher, listWatchers, removeWatcher, watcherCandidates } from "../tickets/ticket-watchers.ts"
import { callerScope } from "./access.ts"

/** The caller and their company scope, which every watcher call needs. */
const who = Effect.all({ caller: CurrentCaller, scope: callerScope })

/** Ticket watchers (issue 28): the rules are core/domain/tickets/watchers.ts, the SQL server/tickets. */
export const WatchersHandlers = HttpApiBuilder.group(PortalApi, "watchers", (handlers) =>
  handlers
    .handle("list", ({ params }) =>
      Effect.flatMap(who, ({ caller, scope }) => listWatchers(scope, caller, params.ticketid)),
    )
    .handle("candidates", ({ params, query }) =>
      Effect.flatMap(who, ({ caller, scope }) =>
        watcherCandidates(scope, caller, params.ticketid, query.search),
      ),
    )
    .handle("add", ({ params, payload }) =>
      Effect.flatMap(who, ({ caller, scope }) =>
        inTransaction(addWatcher(scope, caller, params.ticketid, payload.userid)),
      ),
    )
    .handle("remove", ({ params }) =>
      Effect.flatMap(who, ({ caller, scope }) =>
        inTransaction(removeWatcher(scope, caller, params.ticketid, params.userid)),
      ),
    ),
)

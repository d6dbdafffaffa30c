import { Effect } from "effect"
import { LAST_ACTIVITY_LOOKUP_LIMIT, lastActivityOf } from "../../domain/notifications/whats-new.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { whatsNewMachine } from "./whats-new.machine.ts"

const EVENT = "COMPANY_USER_ADDED"

/**
 * Live what's-new actors: the last-activity lookup (up to 999 timeline entries from offset 0) and
 * the subscription reset of spec section 7 (remove EMAIL for COMPANY_USER_ADDED, then re-create
 * that event's subscriptions with each delivery found).
 */
export const makeWhatsNewActors = (runtime: PortalRuntime) => ({
  lookupLastActivity: effectActor(runtime, (r: { userID: number }) =>
    withClient((client) =>
      Effect.map(
        client.users.timeline({
          params: { id: r.userID },
          query: { offset: 0, limit: LAST_ACTIVITY_LOOKUP_LIMIT },
        }),
        (answer) => lastActivityOf(r.userID, answer.items),
      ),
    ),
  ),
  resetSubscriptions: effectActor(runtime, (r: { userID: number }) =>
    withClient((client) =>
      Effect.gen(function* () {
        const id = { id: r.userID }
        const current = yield* client.notifications.subscriptions({ params: id })
        const found = current.items.filter((s) => s.event_type === EVENT)
        yield* client.notifications.unsubscribe({
          params: id,
          payload: { event_type: EVENT, delivery_type: "EMAIL" },
        })
        for (const s of found) yield* client.notifications.subscribe({ params: id, payload: s })
      }),
    ),
  ),
})

export const liveWhatsNewMachine = (runtime: PortalRuntime) =>
  whatsNewMachine.provide({ actors: makeWhatsNewActors(runtime) })

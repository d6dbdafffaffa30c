import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalClientShape } from "../../runtime/api-client.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { notificationSettingsMachine, type SettingsChange } from "./notification-settings.machine.ts"

const load = (client: PortalClientShape, userID: number) =>
  Effect.all({
    subscriptions: Effect.map(client.notifications.subscriptions({ params: { id: userID } }), (a) => a.items),
    locations: client.notifications.locations({ params: { id: userID } }),
  })

const apply = (client: PortalClientShape, userID: number, change: SettingsChange) => {
  const params = { id: userID }
  switch (change.kind) {
    case "subscribe":
      return client.notifications.subscribe({ params, payload: change.subscription })
    case "unsubscribe":
      return client.notifications.unsubscribe({ params, payload: change.subscription })
    case "all":
      return client.notifications.subscribeAll({ params })
    case "locations":
      return client.notifications.saveLocations({ params, payload: { locations: [...change.unfollowed] } })
  }
}

/** Live settings actors: the subscription and location calls, reloading after each change. */
export const makeNotificationSettingsActors = (runtime: PortalRuntime) => ({
  loadSettings: effectActor(runtime, (r: { userID: number }) =>
    withClient((client) => load(client, r.userID)),
  ),
  applyChange: effectActor(runtime, (r: { userID: number; change: SettingsChange }) =>
    withClient((client) => Effect.andThen(apply(client, r.userID, r.change), load(client, r.userID))),
  ),
})

export const liveNotificationSettingsMachine = (runtime: PortalRuntime) =>
  notificationSettingsMachine.provide({ actors: makeNotificationSettingsActors(runtime) })

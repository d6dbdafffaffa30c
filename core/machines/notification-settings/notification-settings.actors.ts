import { Effect } from "effect"
import { NOTIFICATION_EVENTS } from "../../domain/notifications/events.ts"
import { offeredEvents } from "../../domain/notifications/offered-events.ts"
import { mayActOnUser } from "../../domain/users/user-access.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalClientShape } from "../../runtime/api-client.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import {
  notificationSettingsMachine,
  type SettingsChange,
  type SettingsInput,
} from "./notification-settings.machine.ts"

/**
 * Whether the caller may change the user's settings (oneself always, another as the user rule says)
 * and the events offered to that user's role. Without a caller (a host that does not know the
 * signed-in user's role) every event is listed; the server still refuses those not offered.
 */
const access = (client: PortalClientShape, { userID, caller }: SettingsInput) =>
  caller === undefined
    ? Effect.succeed({ editable: true, events: NOTIFICATION_EVENTS })
    : caller.userid === userID
      ? Effect.succeed({ editable: true, events: offeredEvents(caller.roleid) })
      : Effect.map(client.shell.user({ params: { id: userID }, query: {} }), ({ item }) => ({
          editable: mayActOnUser(
            caller,
            { userid: userID, roleid: item.roleid ?? 0, companyid: item.companyid ?? 0 },
            "change",
          ),
          events: offeredEvents(item.roleid ?? 0),
        }))

const load = (client: PortalClientShape, input: SettingsInput) =>
  Effect.map(
    Effect.all({
      subscriptions: Effect.map(
        client.notifications.subscriptions({ params: { id: input.userID } }),
        (a) => a.items,
      ),
      locations: client.notifications.locations({ params: { id: input.userID } }),
      access: access(client, input),
    }),
    ({ access, ...rest }) => {
      const data = { ...rest, events: access.events }
      return access.editable ? data : { ...data, readOnly: true as const }
    },
  )

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
  loadSettings: effectActor(runtime, (r: SettingsInput) => withClient((client) => load(client, r))),
  applyChange: effectActor(runtime, (r: SettingsInput & { change: SettingsChange }) =>
    withClient((client) => Effect.andThen(apply(client, r.userID, r.change), load(client, r))),
  ),
})

export const liveNotificationSettingsMachine = (runtime: PortalRuntime) =>
  notificationSettingsMachine.provide({ actors: makeNotificationSettingsActors(runtime) })

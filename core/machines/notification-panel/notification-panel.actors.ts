import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { notificationPanelMachine } from "./notification-panel.machine.ts"
import type { PageRequest } from "./notification-panel.types.ts"

/** Live panel actors: GET /v1/user/notifications/:id and POST .../markSeen/:id. */
export const makeNotificationPanelActors = (runtime: PortalRuntime) => ({
  fetchPage: effectActor(runtime, (r: PageRequest) =>
    withClient((client) =>
      client.notifications.list({ params: { id: r.userID }, query: { offset: r.offset, limit: r.limit } }),
    ),
  ),
  markSeen: effectActor(runtime, (r: { userID: number }) =>
    withClient((client) => client.notifications.markSeen({ params: { id: r.userID } })),
  ),
})

/** The panel wired to the runtime; the host adds `navigate` (the UI's router; none in the CLI). */
export const liveNotificationPanelMachine = (runtime: PortalRuntime) =>
  notificationPanelMachine.provide({ actors: makeNotificationPanelActors(runtime) })

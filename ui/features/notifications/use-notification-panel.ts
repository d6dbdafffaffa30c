import { usePortalActor } from "../../lib/use-portal-actor.ts"
import { liveNotificationPanelMachine } from "../../../core/machines/notification-panel/notification-panel.actors.ts"
import { runtime } from "../../lib/live-runtime.ts"
import type { PanelSession } from "../../../core/machines/notification-panel/notification-panel.types.ts"

const logic = liveNotificationPanelMachine(runtime)

/** The panel machine of the registry, with the router as its `navigate` action. */
export const usePortalPanel = (session: PanelSession, navigate: (to: string) => void) =>
  usePortalActor(
    "notificationPanel",
    logic.provide({ actions: { navigate: (_, params: { to: string }) => navigate(params.to) } }),
    { input: session },
  )

export type PanelRef = ReturnType<typeof usePortalPanel>

import { type ActorOptions, createActor } from "xstate"
import { navigate } from "wouter/use-browser-location"
import { liveBannerMachine } from "../../../core/machines/banner/banner.actors.ts"
import { liveNotificationPanelMachine } from "../../../core/machines/notification-panel/notification-panel.actors.ts"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import { liveShellMachine } from "../../../core/machines/shell/shell.actors.ts"
import { runtime } from "../../lib/live-runtime.ts"
import { perSession } from "../../lib/per-session.ts"
import { inspectorFor, usePortalActor } from "../../lib/use-portal-actor.ts"

/**
 * The shell's two machines, wired the way the registry wires them (same factories, same names in
 * the session log) but imported directly: the registry (`usePortalMachine`) holds every screen's
 * machine, and loads with the screens that use it rather than with the shell. The shell machine
 * runs the navigation, the notification panel (whose chosen notification goes to the router) and
 * the pages that report to the navigation.
 */
const shell: PortalMachines["shell"] = liveShellMachine(runtime).provide({
  actors: {
    notificationPanel: liveNotificationPanelMachine(runtime).provide({
      actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
    }),
  },
})
const banner: PortalMachines["banner"] = liveBannerMachine(runtime)

export const useShellMachine = (options: Omit<ActorOptions<PortalMachines["shell"]>, "inspect">) =>
  usePortalActor("shell", shell, options)

/**
 * The announcement of a session: started by the app as soon as the session may load it
 * (`ui/app/banner-prestart.ts`), so the shell finds it known when it first draws.
 */
export const bannerFor = perSession(() => createActor(banner, { inspect: inspectorFor("banner") }).start())

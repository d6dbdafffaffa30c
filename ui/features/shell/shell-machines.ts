import type { ActorOptions } from "xstate"
import { liveBannerMachine } from "../../../core/machines/banner/banner.actors.ts"
import { liveNavigationMachine } from "../../../core/machines/navigation/navigation.actors.ts"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import { runtime } from "../../lib/live-runtime.ts"
import { usePortalActor } from "../../lib/use-portal-actor.ts"

/**
 * The shell's two machines, wired the way the registry wires them (same factories, same names in
 * the session log) but imported directly: the registry (`usePortalMachine`) holds every screen's
 * machine, and loads with the screens that use it rather than with the shell.
 */
const navigation: PortalMachines["navigation"] = liveNavigationMachine(runtime)
const banner: PortalMachines["banner"] = liveBannerMachine(runtime)

export const useNavigationMachine = (
  options: Omit<ActorOptions<PortalMachines["navigation"]>, "inspect"> = {},
) => usePortalActor("navigation", navigation, options)

export const useBannerMachine = () => usePortalActor("banner", banner)

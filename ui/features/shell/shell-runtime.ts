import { liveBannerMachine } from "../../../core/machines/banner/banner.actors.ts"
import { liveNavigationMachine } from "../../../core/machines/navigation/navigation.actors.ts"
import { runtime } from "../../lib/live-runtime.ts"

/** The shell's machines wired to the shared runtime (this chunk loads only for signed-in screens). */
export const liveShellMachines = {
  navigation: liveNavigationMachine(runtime),
  banner: liveBannerMachine(runtime),
}

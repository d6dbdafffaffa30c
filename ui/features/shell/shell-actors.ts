import type { ActorRefFrom } from "xstate"
import type { bannerMachine } from "../../../core/machines/banner/banner.machine.ts"
import type { navigationMachine } from "../../../core/machines/navigation/navigation.machine.ts"

export type NavigationRef = ActorRefFrom<typeof navigationMachine>
export type BannerRef = ActorRefFrom<typeof bannerMachine>

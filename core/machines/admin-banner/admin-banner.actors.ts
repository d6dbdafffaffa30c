import { Effect } from "effect"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { BannerUpdate } from "../../schema/admin.ts"
import { adminBannerMachine } from "./admin-banner.machine.ts"

/** Live actors: GET and POST /v1/admin/banner. */
export const makeAdminBannerActors = (runtime: PortalRuntime) => ({
  loadAdminBanner: effectTask(
    runtime,
    withClient((client) => Effect.map(client.admin.banner(), (a) => a.banner)),
  ),
  saveAdminBanner: effectActor(runtime, (draft: BannerUpdate) =>
    withClient((client) => Effect.map(client.admin.saveBanner({ payload: draft }), (a) => a.banner)),
  ),
})

export const liveAdminBannerMachine = (runtime: PortalRuntime) =>
  adminBannerMachine.provide({ actors: makeAdminBannerActors(runtime) })

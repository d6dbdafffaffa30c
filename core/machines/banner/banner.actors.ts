import { Effect } from "effect"
import { DISMISSED_BANNER_KEY } from "../../domain/banner.ts"
import { effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { bannerMachine } from "./banner.machine.ts"
import type { BannerLoad } from "./banner.types.ts"

/** Live banner actors: GET /v1/banner plus the stored dismissal. */
export const makeBannerActors = (runtime: PortalRuntime) => ({
  loadBanner: effectTask(
    runtime,
    withClient((client) => client.shell.banner()).pipe(
      Effect.map(
        (answer): BannerLoad => ({
          banner: answer.banner,
          dismissed: runtime.storage.get(DISMISSED_BANNER_KEY),
        }),
      ),
    ),
  ),
})

/** Live banner actions: the dismissal is stored under `dismissedBanner`. */
export const makeBannerActions = (runtime: Pick<PortalRuntime, "storage">) => ({
  storeDismissed: (_: unknown, params: { encoded: string }) =>
    runtime.storage.set(DISMISSED_BANNER_KEY, params.encoded),
})

/** The banner machine wired to the runtime. */
export const liveBannerMachine = (runtime: PortalRuntime) =>
  bannerMachine.provide({ actors: makeBannerActors(runtime), actions: makeBannerActions(runtime) })

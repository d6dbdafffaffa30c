import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { BannerUpdate } from "../../schema/admin.ts"
import type { Banner } from "../../schema/banner.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type BannerAdminFailure = EndpointFailure<"admin", "banner"> | EndpointFailure<"admin", "saveBanner">

export interface AdminBannerContext {
  /** The newest announcement as stored (sanitised), or null when there is none. */
  readonly banner: Banner | null
  readonly error: BannerAdminFailure | null
  readonly saved: boolean
}

export type AdminBannerEvent =
  | { readonly type: "banner.save"; readonly draft: BannerUpdate }
  | { readonly type: "banner.reload" }

const loadAdminBanner = providedByRuntime<Banner | null, void, EndpointFailure<"admin", "banner">>(
  "loadAdminBanner",
)
const saveAdminBanner = providedByRuntime<
  Banner | null,
  BannerUpdate,
  EndpointFailure<"admin", "saveBanner">
>("saveAdminBanner")

/** The announcement editor: loads the newest announcement, saves a new one (the server sanitises it). */
export const adminBannerMachine = setup({
  types: { context: {} as AdminBannerContext, events: {} as AdminBannerEvent },
  actors: { loadAdminBanner, saveAdminBanner },
}).createMachine({
  id: "adminBanner",
  context: { banner: null, error: null, saved: false },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadAdminBanner",
        onDone: { target: "editing", actions: assign({ banner: ({ event }) => event.output }) },
        onError: {
          target: "error",
          actions: assign({ error: ({ event }) => failureOf(loadAdminBanner, event) }),
        },
      },
    },
    editing: { on: { "banner.save": { target: "saving" } } },
    saving: {
      tags: ["loading"],
      entry: assign({ error: null, saved: false }),
      invoke: {
        src: "saveAdminBanner",
        input: ({ event }) => (event.type === "banner.save" ? event.draft : (undefined as never)),
        onDone: { target: "editing", actions: assign({ banner: ({ event }) => event.output, saved: true }) },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(saveAdminBanner, event) }),
        },
      },
    },
    error: { tags: ["error"], on: { "banner.reload": { target: "loading" } } },
  },
})

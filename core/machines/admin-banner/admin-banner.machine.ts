import { assign, emit, setup } from "xstate"
import { type BannerForm, bannerFormOf } from "../../domain/admin/banner-form.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { BannerUpdate } from "../../schema/admin.ts"
import type { Banner } from "../../schema/banner.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type ToastEmitted, toastEvent } from "../shared/toast.ts"

export type BannerAdminFailure = EndpointFailure<"admin", "banner"> | EndpointFailure<"admin", "saveBanner">

export interface AdminBannerContext {
  /** The newest announcement as stored (sanitised), or null when there is none. */
  readonly banner: Banner | null
  readonly error: BannerAdminFailure | null
  readonly saved: boolean
  /** The form as edited; absent while it shows the stored announcement (a save goes back to that). */
  readonly draft?: BannerForm
}

export type AdminBannerEvent =
  | { readonly type: "banner.save"; readonly draft: BannerUpdate }
  | { readonly type: "banner.reload" }
  | { readonly type: "banner.edit"; readonly changes: Partial<BannerForm> }

const loadAdminBanner = providedByRuntime<Banner | null, void, EndpointFailure<"admin", "banner">>(
  "loadAdminBanner",
)
const saveAdminBanner = providedByRuntime<
  Banner | null,
  BannerUpdate,
  EndpointFailure<"admin", "saveBanner">
>("saveAdminBanner")

/**
 * The announcement editor: loads the newest announcement, holds the form's draft over it, saves a
 * new one (the server sanitises it) and toasts the save.
 */
export const adminBannerMachine = setup({
  types: { context: {} as AdminBannerContext, events: {} as AdminBannerEvent, emitted: {} as ToastEmitted },
  actors: { loadAdminBanner, saveAdminBanner },
}).createMachine({
  id: "adminBanner",
  context: { banner: null, error: null, saved: false },
  initial: "loading",
  on: {
    "banner.edit": {
      actions: assign({
        draft: ({ context, event }) => ({
          ...(context.draft ?? bannerFormOf(context.banner)),
          ...event.changes,
        }),
      }),
    },
  },
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
        onDone: {
          target: "editing",
          actions: [
            assign({ banner: ({ event }) => event.output, saved: true, draft: undefined }),
            emit(toastEvent({ title: "The announcement was saved", tone: "success" })),
          ],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(saveAdminBanner, event) }),
        },
      },
    },
    error: { tags: ["error"], on: { "banner.reload": { target: "loading" } } },
  },
})

import { assign, setup } from "xstate"
import { encodeDismissed, isBannerVisible } from "../../domain/banner.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type { BannerContext, BannerEvent, BannerFailure, BannerLoad } from "./banner.types.ts"

const loadBanner = providedByRuntime<BannerLoad, void, BannerFailure>("loadBanner")

/**
 * Site-wide announcement: loads GET /v1/banner and the stored dismissal, then sits in `visible`
 * or `hidden` by the domain rule. `banner.dismiss` remembers the exact message (action
 * `storeDismissed`, provided by the host) so a different message shows again.
 */
export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
  },
  actors: {
    loadBanner,
  },
  actions: {
    storeDismissed: (_, _params: { encoded: string }) => {},
  },
  guards: {
    isVisible: ({ context }) => isBannerVisible(context.banner, context.dismissed),
  },
}).createMachine({
  id: "banner",
  context: { banner: null, dismissed: null, error: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadBanner",
        onDone: {
          target: "deciding",
          actions: assign(({ event }) => ({
            banner: event.output.banner,
            dismissed: event.output.dismissed,
            error: null,
          })),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => failureOf(loadBanner, event) }),
        },
      },
    },
    deciding: {
      always: [{ guard: "isVisible", target: "visible" }, { target: "hidden" }],
    },
    visible: {
      on: {
        "banner.dismiss": {
          target: "hidden",
          actions: [
            {
              type: "storeDismissed",
              params: ({ context }) => ({ encoded: encodeDismissed(context.banner?.message ?? "") }),
            },
            assign({ dismissed: ({ context }) => encodeDismissed(context.banner?.message ?? "") }),
          ],
        },
      },
    },
    hidden: {},
    failed: {},
  },
  on: { "banner.refresh": { target: ".loading" } },
})

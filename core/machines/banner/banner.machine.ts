import { assign, fromPromise, setup } from "xstate"
import { encodeDismissed, isBannerVisible } from "../../domain/banner.ts"
import { describeError } from "../../runtime/errors.ts"
import type { BannerContext, BannerEvent, BannerLoad } from "./banner.types.ts"

const notProvided = (name: string) => () => Promise.reject(new Error(`banner actor '${name}' not provided`))

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
    loadBanner: fromPromise<BannerLoad, void>(notProvided("loadBanner")),
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
        onError: { target: "failed", actions: assign({ error: ({ event }) => describeError(event.error) }) },
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

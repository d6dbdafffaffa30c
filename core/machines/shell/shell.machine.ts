import {
  type ActorRefFromLogic,
  type AnyActorLogic,
  type AnyActorRef,
  enqueueActions,
  forwardTo,
  fromPromise,
  setup,
} from "xstate"
import { bannerMachine } from "../banner/banner.machine.ts"
import { liveUpdatesMachine } from "../live-updates/live-updates.machine.ts"
import { supportChatMachine } from "../support-chat/support-chat.machine.ts"
import { liveEffectsOf } from "./shell-live.ts"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import { notificationPanelMachine } from "../notification-panel/notification-panel.machine.ts"
import { savedViewsMachine } from "../saved-views/saved-views.machine.ts"
import {
  isShellPage,
  type LoadPageInput,
  loadShellPage,
  SHELL_PAGE_MACHINES,
  type ShellPageLogic,
  type ShellPageName,
} from "./shell-pages.ts"
import type { ShellContext, ShellEvent, ShellInput } from "./shell.types.ts"
import { NAVIGATION_SYSTEM_ID, navigationEventOf } from "./tell-shell.ts"

/**
 * The signed-in session's shell: it runs the side navigation (`navigation`, also known to the actor
 * system as `navigation`), the notification panel (`notificationPanel`), the announcement (`banner`),
 * the saved views of the ticket list (`savedViews`, for the menu and the list) and the page machine
 * of the screen shown (one of `SHELL_PAGE_MACHINES`, child id = its name), all as its children, so
 * they wire to one another here and not in a face. Signed in, it also holds the live updates stream
 * (`liveUpdates`, issue 29) and hands each event to the bell, the menu's counts, the customer's
 * support chat (`supportChat`, the widget's machine) and the page shown (`shell-live.ts`). Signed in, its start sends the session's start-up
 * calls together (GET /v1/leftmenu, the notifications, /v1/banner, the saved views), each once: a
 * host starts it as soon as the session may load them. Faces send `nav.*`, `panel.*`, `banner.*`
 * and the saved views' `views.*` and `draft.*` events to the shell, which routes them; a screen
 * opens its page with `shell.pageOpen` (the shell loads the page's module in `loadingPage`, then
 * starts it) and sends the page's own events to that child once it runs; a page that changes the
 * ticket counts tells the shell (`shell.ticketsChanged`, `tell-shell.ts`), which tells the
 * navigation and the saved views. A new session gets a new shell, so the panel's session is the
 * input's.
 */
export const shellMachine = setup({
  types: {} as {
    context: ShellContext
    events: ShellEvent
    input: ShellInput
    children: {
      navigation: "navigation"
      notificationPanel: "notificationPanel"
      banner: "banner"
      savedViews: "savedViews"
      liveUpdates: "liveUpdates"
      supportChat: "supportChat"
      loadPage: "loadPage"
    }
  },
  actors: {
    navigation: navigationMachine,
    notificationPanel: notificationPanelMachine,
    banner: bannerMachine,
    savedViews: savedViewsMachine,
    liveUpdates: liveUpdatesMachine,
    supportChat: supportChatMachine,
    /** The page's machine; hosts provide one that loads the page wired to their runtime. */
    loadPage: fromPromise<AnyActorLogic, LoadPageInput>(({ input }) =>
      loadShellPage(SHELL_PAGE_MACHINES, input.page),
    ),
  },
  actions: {
    // One page at a time: the one running (or loading) stops before the next starts. A name that
    // is no page (it failed to load) names no child: never stop another child for it.
    stopPage: enqueueActions(({ context, enqueue }) => {
      if (context.page !== null && isShellPage(context.page)) enqueue.stopChild(context.page)
    }),
    assignPage: enqueueActions(({ event, enqueue }) => {
      if (event.type === "shell.pageOpen") enqueue.assign({ page: event.page, pageInput: event.input })
    }),
    // A page changed the ticket counts: the menu and the saved views (signed in) count again.
    recount: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "shell.ticketsChanged") return
      enqueue.sendTo("navigation", navigationEventOf(event.change))
      if (context.session !== null) enqueue.sendTo("savedViews", { type: "views.reload" })
    }),
    // A live event (issue 29): the bell, the menu's counts and the page shown each hear what concerns them.
    deliverLive: enqueueActions(({ context, event, enqueue, self }) => {
      if (event.type !== "shell.live") return
      const effects = liveEffectsOf(event.event, context.page, context.pageInput)
      if (effects.panel) enqueue.sendTo("notificationPanel", { type: "panel.live" })
      if (effects.chat) enqueue.sendTo("supportChat", effects.chat)
      if (effects.recount) {
        enqueue.sendTo("navigation", { type: "nav.refresh" })
        enqueue.sendTo("savedViews", { type: "views.reload" })
      }
      const page = effects.page && context.page ? shellPageOf(self.getSnapshot(), context.page) : undefined
      if (page && effects.page) enqueue.sendTo(page, effects.page)
    }),
    clearPage: enqueueActions(({ enqueue }) => enqueue.assign({ page: null, pageInput: null })),
    // The loaded logic is spawned under the page's name; the registry's types say which machine
    // that is (`ShellPageLogic`), which XState cannot check for a logic chosen at run time.
    spawnPage: enqueueActions(({ context, enqueue }, params: { logic: AnyActorLogic }) => {
      if (context.page === null) return
      const spawn = enqueue.spawnChild as (logic: AnyActorLogic, options: object) => void
      spawn(params.logic, { id: context.page, input: context.pageInput })
    }),
  },
  guards: {
    isSignedIn: ({ context }) => context.session !== null,
    isPageShown: ({ context, event }) => event.type === "shell.pageClose" && context.page === event.page,
  },
}).createMachine({
  id: "shell",
  context: ({ input }) => ({
    session: input.session,
    mode: input.mode ?? "open",
    page: null,
    pageInput: null,
  }),
  invoke: {
    id: "navigation",
    systemId: NAVIGATION_SYSTEM_ID,
    src: "navigation",
    input: ({ context }) => ({ mode: context.mode }),
  },
  // Signed in (the shell's usual case): the session's notifications, announcement and saved views,
  // started in the same step as the navigation, so their calls go out together.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.session === null) return
    enqueue.spawnChild("notificationPanel", { id: "notificationPanel", input: context.session })
    enqueue.spawnChild("banner", { id: "banner" })
    enqueue.spawnChild("savedViews", { id: "savedViews" })
    enqueue.spawnChild("liveUpdates", { id: "liveUpdates" })
    enqueue.spawnChild("supportChat", { id: "supportChat" })
  }),
  initial: "noPage",
  states: {
    noPage: {},
    loadingPage: {
      // A page opened while one loads: this state alone starts again (loading the new page).
      on: {
        "shell.pageOpen": { target: "loadingPage", reenter: true, actions: ["stopPage", "assignPage"] },
      },
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ page: context.page as ShellPageName }),
        onDone: {
          target: "showingPage",
          actions: { type: "spawnPage", params: ({ event }) => ({ logic: event.output }) },
        },
        onError: { target: "pageFailed" },
      },
    },
    showingPage: {},
    /** The page's module could not be loaded (offline, a new build): the screen shows it failed. */
    pageFailed: {},
  },
  on: {
    "nav.*": { actions: forwardTo("navigation") },
    "panel.*": { guard: "isSignedIn", actions: forwardTo("notificationPanel") },
    "banner.*": { guard: "isSignedIn", actions: forwardTo("banner") },
    "views.*": { guard: "isSignedIn", actions: forwardTo("savedViews") },
    "draft.*": { guard: "isSignedIn", actions: forwardTo("savedViews") },
    "chat.*": { guard: "isSignedIn", actions: forwardTo("supportChat") },
    "shell.ticketsChanged": { actions: "recount" },
    "shell.live": { guard: "isSignedIn", actions: "deliverLive" },
    "live.reconnect": { guard: "isSignedIn", actions: forwardTo("liveUpdates") },
    // Never `reenter` here: that would leave and enter the shell itself, restarting the navigation
    // and the panel (a second GET /v1/leftmenu and notifications, the policy notice gone and back).
    "shell.pageOpen": { target: ".loadingPage", actions: ["stopPage", "assignPage"] },
    /** The screen left: its page stops (ignored when another page is shown by then). */
    "shell.pageClose": { guard: "isPageShown", target: ".noPage", actions: ["stopPage", "clearPage"] },
  },
})

/** The running page machine `P` of a shell snapshot (undefined while loading or after closing). */
export const shellPageOf = <P extends ShellPageName>(
  snapshot: { readonly children: object },
  page: P,
): ActorRefFromPage<P> | undefined =>
  (snapshot.children as Readonly<Record<string, AnyActorRef | undefined>>)[page] as
    | ActorRefFromPage<P>
    | undefined

/** The ref of a running page `P`. */
export type ActorRefFromPage<P extends ShellPageName> = ActorRefFromLogic<ShellPageLogic<P>>

import { type AnyActorLogic, fromPromise } from "xstate"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveBannerMachine } from "../banner/banner.actors.ts"
import { liveLiveUpdatesMachine } from "../live-updates/live-updates.actors.ts"
import { liveNavigationMachine } from "../navigation/navigation.actors.ts"
import { liveNotificationPanelMachine } from "../notification-panel/notification-panel.actors.ts"
import { liveSupportChatMachine } from "../support-chat/support-chat.actors.ts"
import { liveSavedViewsMachine } from "../saved-views/saved-views.actors.ts"
import { type LoadPageInput, loadShellPage, type ShellPageLoaders } from "./shell-pages.ts"
import { shellMachine } from "./shell.machine.ts"

/**
 * The shell's pages wired to the runtime, each loaded on first open (the same names as
 * `SHELL_PAGE_MACHINES`): a bundler splits every page from the shell's chunk.
 */
export const liveShellPages = (runtime: PortalRuntime): ShellPageLoaders => ({
  ticketListPage: () =>
    import("../ticket-list-page/ticket-list-page.actors.ts").then((m) =>
      m.liveTicketListPageMachine(runtime),
    ),
  ticketPage: () =>
    import("../ticket-page/ticket-page.actors.ts").then((m) => m.liveTicketPageMachine(runtime)),
  newTicketPage: () =>
    import("../new-ticket-page/new-ticket-page.actors.ts").then((m) => m.liveNewTicketPageMachine(runtime)),
  equipmentList: () =>
    import("../equipment-list/equipment-list.actors.ts").then((m) => m.liveEquipmentListMachine(runtime)),
  equipmentPage: () =>
    import("../equipment-page/equipment-page.actors.ts").then((m) => m.liveEquipmentPageMachine(runtime)),
  usersPage: () => import("../users-page/users-page.actors.ts").then((m) => m.liveUsersPageMachine(runtime)),
  supportInbox: () =>
    import("../support-inbox/support-inbox.actors.ts").then((m) => m.liveSupportInboxMachine(runtime)),
})

/**
 * The shell with its children wired to the runtime. The notification panel's `navigate` action is
 * the host's (the UI provides the router with `provide`; the CLI and flows have none).
 */
export const liveShellMachine = (runtime: PortalRuntime) => {
  const pages = liveShellPages(runtime)
  return shellMachine.provide({
    actors: {
      navigation: liveNavigationMachine(runtime),
      notificationPanel: liveNotificationPanelMachine(runtime),
      banner: liveBannerMachine(runtime),
      savedViews: liveSavedViewsMachine(runtime),
      liveUpdates: liveLiveUpdatesMachine(runtime),
      supportChat: liveSupportChatMachine(runtime),
      loadPage: fromPromise<AnyActorLogic, LoadPageInput>(({ input }) => loadShellPage(pages, input.page)),
    },
  })
}

import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveNavigationMachine } from "../navigation/navigation.actors.ts"
import { liveNewTicketPageMachine } from "../new-ticket-page/new-ticket-page.actors.ts"
import { liveNotificationPanelMachine } from "../notification-panel/notification-panel.actors.ts"
import { liveTicketPageMachine } from "../ticket-page/ticket-page.actors.ts"
import { shellMachine } from "./shell.machine.ts"

/**
 * The shell with its children wired to the runtime. The notification panel's `navigate` action is
 * the host's (the UI provides the router with `provide`; the CLI and flows have none).
 */
export const liveShellMachine = (runtime: PortalRuntime) =>
  shellMachine.provide({
    actors: {
      navigation: liveNavigationMachine(runtime),
      notificationPanel: liveNotificationPanelMachine(runtime),
      ticketPage: liveTicketPageMachine(runtime),
      newTicketPage: liveNewTicketPageMachine(runtime),
    },
  })

import { enqueueActions, forwardTo, setup } from "xstate"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import { newTicketPageMachine } from "../new-ticket-page/new-ticket-page.machine.ts"
import { notificationPanelMachine } from "../notification-panel/notification-panel.machine.ts"
import { ticketPageMachine } from "../ticket-page/ticket-page.machine.ts"
import type { ShellContext, ShellEvent, ShellInput } from "./shell.types.ts"
import { NAVIGATION_SYSTEM_ID } from "./tell-navigation.ts"

/**
 * The signed-in session's shell: it runs the side navigation (`navigation`, also known to the actor
 * system as `navigation`), the notification panel (`notificationPanel`) and the page machine of the
 * screen shown (`ticketPage`, `newTicketPage`), all as its children, so they wire to one another
 * here and not in a face. Faces send `nav.*` and `panel.*` events to the shell, which routes them;
 * a screen opens its page with `shell.pageOpen` and sends the page's own events to that child; a
 * page reports what changes the menu counts to the navigation through the actor system. A new
 * session gets a new shell (the UI remounts it), so the panel's session is the input's.
 */
export const shellMachine = setup({
  types: {} as {
    context: ShellContext
    events: ShellEvent
    input: ShellInput
    children: {
      navigation: "navigation"
      notificationPanel: "notificationPanel"
      ticketPage: "ticketPage"
      newTicketPage: "newTicketPage"
    }
  },
  actors: {
    navigation: navigationMachine,
    notificationPanel: notificationPanelMachine,
    ticketPage: ticketPageMachine,
    newTicketPage: newTicketPageMachine,
  },
  actions: {
    // One page at a time: the one running stops before the next starts (a new ticket id, a new page).
    openPage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "shell.pageOpen") return
      if (context.page !== null) enqueue.stopChild(context.page)
      if (event.page === "ticketPage")
        enqueue.spawnChild("ticketPage", { id: "ticketPage", input: event.input })
      else enqueue.spawnChild("newTicketPage", { id: "newTicketPage", input: event.input })
      enqueue.assign({ page: event.page })
    }),
    closePage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "shell.pageClose" || context.page !== event.page) return
      enqueue.stopChild(event.page)
      enqueue.assign({ page: null })
    }),
  },
  guards: { hasPanel: ({ context }) => context.session !== null },
}).createMachine({
  id: "shell",
  context: ({ input }) => ({ session: input.session, mode: input.mode ?? "open", page: null }),
  invoke: {
    id: "navigation",
    systemId: NAVIGATION_SYSTEM_ID,
    src: "navigation",
    input: ({ context }) => ({ mode: context.mode }),
  },
  // Signed in (the shell's usual case): the session's notifications.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.session !== null)
      enqueue.spawnChild("notificationPanel", { id: "notificationPanel", input: context.session })
  }),
  on: {
    "nav.*": { actions: forwardTo("navigation") },
    "panel.*": { guard: "hasPanel", actions: forwardTo("notificationPanel") },
    "shell.pageOpen": { actions: "openPage" },
    "shell.pageClose": { actions: "closePage" },
  },
})

import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import type { MarkSeenAnswer, NotificationPage } from "../../schema/notification.ts"
import { resolves } from "../../testing/fake-actors.ts"
import type { TicketDetail } from "../../schema/ticket.ts"
import { sampleNavigation } from "../../testing/samples.ts"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import type { AccountTeamMember, NavigationData } from "../navigation/navigation.types.ts"
import { newTicketPageMachine } from "../new-ticket-page/new-ticket-page.machine.ts"
import { notificationPanelMachine } from "../notification-panel/notification-panel.machine.ts"
import { ticketPageMachine } from "../ticket-page/ticket-page.machine.ts"
import { shellMachine } from "./shell.machine.ts"

// The pages run unprovided: their children's loads fail at once, and are not under test here.
const closedTicket = { ticketid: 5, ticketstatus: "C", activities: [] } as unknown as TicketDetail

const shell = shellMachine.provide({
  actors: {
    navigation: navigationMachine.provide({
      actors: {
        fetchLeftMenu: resolves<NavigationData>(sampleNavigation),
        fetchAccountTeam: resolves<ReadonlyArray<AccountTeamMember>>([]),
        confirmPolicy: resolves<void>(undefined),
      },
    }),
    notificationPanel: notificationPanelMachine.provide({
      actors: {
        fetchPage: resolves<NotificationPage>({ items: [], hasMore: false, unseen: 0 }),
        markSeen: resolves<MarkSeenAnswer>({ status: "success", marked: 0 }),
      },
    }),
    ticketPage: ticketPageMachine,
    newTicketPage: newTicketPageMachine,
  },
})

const startShell = async () => {
  const actor = createActor(shell, {
    input: { session: { userID: 4, isImpersonation: false }, mode: "condensed" },
  })
  actor.start()
  const nav = actor.getSnapshot().children.navigation as AnyActorRef
  await waitFor(nav, (s) => s.matches({ menu: "idle" }))
  return actor
}

const counts = (actor: Awaited<ReturnType<typeof startShell>>) =>
  actor.getSnapshot().children.navigation?.getSnapshot().context.counts

describe("shell machine: its children", () => {
  it("runs the navigation with the input's mode and the panel with the input's session", async () => {
    const actor = await startShell()
    const { navigation, notificationPanel } = actor.getSnapshot().children
    expect(navigation?.getSnapshot().context).toMatchObject({
      mode: "condensed",
      counts: { open: 3, closed: 9 },
    })
    expect(notificationPanel?.getSnapshot().context).toMatchObject({ userID: 4, isImpersonation: false })
  })

  it("routes nav.* to the navigation and panel.* to the panel", async () => {
    const actor = await startShell()
    actor.send({ type: "nav.toggle" })
    actor.send({ type: "panel.open" })
    const { navigation, notificationPanel } = actor.getSnapshot().children
    expect(navigation?.getSnapshot().context.mode).toBe("open")
    expect(notificationPanel?.getSnapshot().matches({ view: "open" })).toBe(true)
  })

  it("without a session runs no panel, and panel events change nothing", () => {
    const actor = createActor(shell, { input: { session: null } }).start()
    actor.send({ type: "panel.open" })
    expect(actor.getSnapshot().children.notificationPanel).toBeUndefined()
    expect(actor.getSnapshot().status).toBe("active")
  })
})

describe("shell machine: page machines", () => {
  it("runs one page at a time: a new ticket replaces the page, a stale close is ignored", async () => {
    const actor = await startShell()
    actor.send({ type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
    const first = actor.getSnapshot().children.ticketPage
    expect(first?.getSnapshot().context).toEqual({ ticketId: 5 })
    actor.send({ type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 6 } })
    expect(first?.getSnapshot().status).toBe("stopped")
    expect(actor.getSnapshot().children.ticketPage?.getSnapshot().context).toEqual({ ticketId: 6 })
    actor.send({ type: "shell.pageOpen", page: "newTicketPage", input: { defaults: {} } })
    actor.send({ type: "shell.pageClose", page: "ticketPage" })
    expect(actor.getSnapshot().children.ticketPage).toBeUndefined()
    expect(actor.getSnapshot().context.page).toBe("newTicketPage")
    actor.send({ type: "shell.pageClose", page: "newTicketPage" })
    expect(actor.getSnapshot().children.newTicketPage).toBeUndefined()
    expect(actor.getSnapshot().context.page).toBeNull()
  })

  it("a ticket closed on the ticket page moves one from open to closed in the navigation", async () => {
    const actor = await startShell()
    actor.send({ type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
    actor.getSnapshot().children.ticketPage?.send({ type: "ticket.closed", ticket: closedTicket })
    expect(counts(actor)).toEqual({ open: 2, closed: 10 })
  })

  it("a ticket created on the new ticket page counts as open in the navigation", async () => {
    const actor = await startShell()
    actor.send({ type: "shell.pageOpen", page: "newTicketPage", input: { defaults: {} } })
    actor.getSnapshot().children.newTicketPage?.send({ type: "ticket.created", ticketid: 77 })
    expect(counts(actor)).toEqual({ open: 4, closed: 9 })
  })

  it("a page started alone (a flow, the CLI) still announces the ticket, with no navigation to tell", () => {
    const page = createActor(newTicketPageMachine, { input: undefined })
    const created: Array<number> = []
    page.on("ticket.created", (e) => created.push(e.ticketid))
    page.start().send({ type: "ticket.created", ticketid: 77 })
    expect(created).toEqual([77])
    expect(page.getSnapshot().status).toBe("active")
  })
})

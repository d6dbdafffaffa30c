import { describe, expect, it } from "vitest"
import { silentLiveUpdates } from "../../testing/live-stream.ts"
import { type AnyActorLogic, type AnyActorRef, createActor, fromPromise, waitFor } from "xstate"
import type { MarkSeenAnswer, NotificationPage } from "../../schema/notification.ts"
import type { PageRequest } from "../notification-panel/notification-panel.types.ts"
import { deferred, resolves } from "../../testing/fake-actors.ts"
import { bannerMachine } from "../banner/banner.machine.ts"
import type { BannerLoad } from "../banner/banner.types.ts"
import type { TicketDetail } from "../../schema/ticket.ts"
import { sampleNavigation } from "../../testing/samples.ts"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import type { AccountTeamMember, NavigationData } from "../navigation/navigation.types.ts"
import { newTicketPageMachine } from "../new-ticket-page/new-ticket-page.machine.ts"
import { notificationPanelMachine } from "../notification-panel/notification-panel.machine.ts"
import { savedViewsMachine } from "../saved-views/saved-views.machine.ts"
import type { SavedViewList } from "../../schema/saved-view.ts"
import type { LoadPageInput } from "./shell-pages.ts"
import { shellMachine, shellPageOf } from "./shell.machine.ts"
import type { ShellPageOpen } from "./shell.types.ts"

// The pages are the plain machines of the registry (loaded by the shell's own `loadPage`): their
// children's loads fail at once, and are not under test here.
const closedTicket = { ticketid: 5, ticketstatus: "C", activities: [] } as unknown as TicketDetail

const shell = shellMachine.provide({
  actors: {
    liveUpdates: silentLiveUpdates,
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
    banner: bannerMachine.provide({
      actors: { loadBanner: resolves<BannerLoad>({ banner: null, dismissed: null }) },
    }),
    savedViews: savedViewsMachine.provide({
      actors: { listViews: resolves<SavedViewList>({ status: "success", items: [], count: 0, mine: 0 }) },
    }),
  },
})

const startShell = async (logic: typeof shell = shell) => {
  const actor = createActor(logic, {
    input: { session: { userID: 4, isImpersonation: false }, mode: "condensed" },
  })
  actor.start()
  const nav = actor.getSnapshot().children.navigation as AnyActorRef
  await waitFor(nav, (s) => s.matches({ menu: "idle" }))
  return actor
}
type Shell = Awaited<ReturnType<typeof startShell>>

const counts = (actor: Shell) => actor.getSnapshot().children.navigation?.getSnapshot().context.counts

/** Opens a page and waits until the shell runs it (its module loaded). */
const openPage = async (actor: Shell, open: ShellPageOpen) => {
  actor.send(open)
  await waitFor(actor, (s) => s.matches("showingPage") && shellPageOf(s, open.page) !== undefined)
  return shellPageOf(actor.getSnapshot(), open.page) as AnyActorRef
}
const childOf = (ref: AnyActorRef, id: string) => ref.getSnapshot().children[id] as AnyActorRef

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

  it("signed in, its start sends the start-up calls together: menu, notifications, banner", async () => {
    const menu = deferred<NavigationData, void>()
    const page = deferred<NotificationPage, PageRequest>()
    const banner = deferred<BannerLoad, void>()
    const waiting = shell.provide({
      actors: {
        navigation: navigationMachine.provide({ actors: { fetchLeftMenu: menu.logic } }),
        notificationPanel: notificationPanelMachine.provide({ actors: { fetchPage: page.logic } }),
        banner: bannerMachine.provide({ actors: { loadBanner: banner.logic } }),
      },
    })
    const actor = createActor(waiting, { input: { session: { userID: 4, isImpersonation: false } } })
    actor.start()
    // None answered yet, so no call waited for another.
    expect([menu.calls.length, page.calls.length, banner.calls.length]).toEqual([1, 1, 1])
    const notice = {
      id: 1,
      active: true,
      message: "Maintenance",
      status: "warning",
      startDate: null,
      endDate: null,
    }
    banner.resolve({ banner: notice, dismissed: null })
    const bannerRef = actor.getSnapshot().children.banner as AnyActorRef
    await waitFor(bannerRef, (s) => s.matches("visible"))
    actor.send({ type: "banner.dismiss" })
    expect(bannerRef.getSnapshot().matches("hidden")).toBe(true)
  })

  it("opening pages keeps the navigation and the panel running: each loads once, its data kept", async () => {
    const menuCalls: Array<unknown> = []
    const panelCalls: Array<unknown> = []
    const counting = shell.provide({
      actors: {
        navigation: navigationMachine.provide({
          actors: {
            fetchLeftMenu: resolves<NavigationData>(sampleNavigation, menuCalls),
            fetchAccountTeam: resolves<ReadonlyArray<AccountTeamMember>>([]),
            confirmPolicy: resolves<void>(undefined),
          },
        }),
        notificationPanel: notificationPanelMachine.provide({
          actors: {
            fetchPage: resolves<NotificationPage>({ items: [], hasMore: false, unseen: 0 }, panelCalls),
            markSeen: resolves<MarkSeenAnswer>({ status: "success", marked: 0 }),
          },
        }),
      },
    })
    const actor = await startShell(counting)
    const { navigation, notificationPanel } = actor.getSnapshot().children
    actor.send({ type: "shell.pageOpen", page: "ticketListPage", input: { params: {} } })
    // The policy notice and the counts hang on this data: it must not blink out while a page opens.
    expect(navigation?.getSnapshot().context.data).not.toBeNull()
    await openPage(actor, { type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
    actor.send({ type: "shell.pageOpen", page: "newTicketPage", input: { defaults: {} } })
    actor.send({ type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 6 } })
    await waitFor(actor, (s) => s.matches("showingPage"))
    expect(actor.getSnapshot().children.navigation).toBe(navigation)
    expect(actor.getSnapshot().children.notificationPanel).toBe(notificationPanel)
    expect(shellPageOf(actor.getSnapshot(), "ticketPage")?.getSnapshot().context).toEqual({ ticketId: 6 })
    expect([menuCalls.length, panelCalls.length]).toEqual([1, 1])
  })

  it("without a session runs no panel, banner or saved views, and their events change nothing", () => {
    const actor = createActor(shell, { input: { session: null } }).start()
    actor.send({ type: "panel.open" })
    actor.send({ type: "banner.dismiss" })
    actor.send({ type: "views.reload" })
    actor.send({ type: "shell.ticketsChanged", change: "created" })
    expect(actor.getSnapshot().children.notificationPanel).toBeUndefined()
    expect(actor.getSnapshot().children.banner).toBeUndefined()
    expect(actor.getSnapshot().children.savedViews).toBeUndefined()
    expect(actor.getSnapshot().status).toBe("active")
  })
})

describe("shell machine: page machines", () => {
  it("loads a page's module before it runs the page: none runs while it loads", async () => {
    const actor = await startShell()
    actor.send({ type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
    expect(actor.getSnapshot().matches("loadingPage")).toBe(true)
    expect(actor.getSnapshot().context.page).toBe("ticketPage")
    expect(shellPageOf(actor.getSnapshot(), "ticketPage")).toBeUndefined()
    await waitFor(actor, (s) => s.matches("showingPage"))
    expect(shellPageOf(actor.getSnapshot(), "ticketPage")?.getSnapshot().context).toEqual({ ticketId: 5 })
  })

  it("runs one page at a time: a new ticket replaces the page, a stale close is ignored", async () => {
    const actor = await startShell()
    const first = await openPage(actor, {
      type: "shell.pageOpen",
      page: "ticketPage",
      input: { ticketId: 5 },
    })
    const second = await openPage(actor, {
      type: "shell.pageOpen",
      page: "ticketPage",
      input: { ticketId: 6 },
    })
    expect(first.getSnapshot().status).toBe("stopped")
    expect(second.getSnapshot().context).toEqual({ ticketId: 6 })
    await openPage(actor, { type: "shell.pageOpen", page: "newTicketPage", input: { defaults: {} } })
    actor.send({ type: "shell.pageClose", page: "ticketPage" })
    expect(second.getSnapshot().status).toBe("stopped")
    expect(actor.getSnapshot().context.page).toBe("newTicketPage")
    actor.send({ type: "shell.pageClose", page: "newTicketPage" })
    expect(shellPageOf(actor.getSnapshot(), "newTicketPage")).toBeUndefined()
    expect(actor.getSnapshot().context.page).toBeNull()
    expect(actor.getSnapshot().matches("noPage")).toBe(true)
  })

  it("a page closed while it loads never starts, and a page opened while another loads wins", async () => {
    const actor = await startShell()
    actor.send({ type: "shell.pageOpen", page: "usersPage", input: { params: {} } })
    actor.send({ type: "shell.pageClose", page: "usersPage" })
    actor.send({ type: "shell.pageOpen", page: "equipmentList", input: { params: {} } })
    await waitFor(actor, (s) => s.matches("showingPage"))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual([
      "banner",
      "equipmentList",
      "liveUpdates",
      "navigation",
      "notificationPanel",
      "savedViews",
      "supportChat",
    ])
  })

  it("a page whose module cannot be loaded leaves the shell in pageFailed until the next open", async () => {
    const failing = shell.provide({
      actors: {
        loadPage: fromPromise<AnyActorLogic, LoadPageInput>(() => Promise.reject(new Error("offline"))),
      },
    })
    const actor = await startShell(failing)
    actor.send({ type: "shell.pageOpen", page: "ticketListPage", input: { params: {} } })
    await waitFor(actor, (s) => s.matches("pageFailed"))
    expect(actor.getSnapshot().context.page).toBe("ticketListPage")
    actor.send({ type: "shell.pageClose", page: "ticketListPage" })
    expect(actor.getSnapshot().matches("noPage")).toBe(true)
  })

  it.each(["toString"])(
    "a page name the registry does not know (%s) fails to load and stops no child",
    async (name) => {
      const actor = await startShell()
      const unknown = { type: "shell.pageOpen", page: name, input: {} }
      actor.send(unknown as unknown as ShellPageOpen)
      await waitFor(actor, (s) => s.matches("pageFailed"))
      await openPage(actor, { type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
      expect(actor.getSnapshot().children.navigation?.getSnapshot().status).toBe("active")
    },
  )

  it.each([
    ["ticketListPage", "list"],
    ["usersPage", "list"],
  ] as const)("runs the %s and its list gets the search the screen sends", async (page, child) => {
    const actor = await startShell()
    const ref = await openPage(actor, { type: "shell.pageOpen", page, input: { params: {} } })
    ref.send({ type: "list.searchChange", search: "pump" })
    expect(childOf(ref, child).getSnapshot().context.search).toBe("pump")
    actor.send({ type: "shell.pageClose", page })
    expect(ref.getSnapshot().status).toBe("stopped")
    expect(shellPageOf(actor.getSnapshot(), page)).toBeUndefined()
  })

  it("runs the equipment list page and it gets the search the screen sends", async () => {
    const actor = await startShell()
    const input = { params: {}, chooseAccount: false }
    const ref = await openPage(actor, { type: "shell.pageOpen", page: "equipmentList", input })
    ref.send({ type: "list.searchChange", search: "pump" })
    expect(ref.getSnapshot().context.search).toBe("pump")
    actor.send({ type: "shell.pageClose", page: "equipmentList" })
    expect(ref.getSnapshot().status).toBe("stopped")
  })

  it("runs the equipment page and its change request opens on the screen's event", async () => {
    const actor = await startShell()
    const input = { equipmentId: 42 }
    const ref = await openPage(actor, { type: "shell.pageOpen", page: "equipmentPage", input })
    expect(ref.getSnapshot().context).toMatchObject({ equipmentId: 42 })
    ref.send({ type: "request.open" })
    expect(childOf(ref, "request").getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "shell.pageClose", page: "equipmentPage" })
    expect(ref.getSnapshot().status).toBe("stopped")
  })

  it("a ticket closed on the ticket page moves one from open to closed in the navigation", async () => {
    const actor = await startShell()
    const page = await openPage(actor, { type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
    page.send({ type: "ticket.closed", ticket: closedTicket })
    expect(counts(actor)).toEqual({ open: 2, closed: 10 })
  })

  it("a ticket created on the new ticket page counts as open in the navigation", async () => {
    const actor = await startShell()
    const page = await openPage(actor, {
      type: "shell.pageOpen",
      page: "newTicketPage",
      input: { defaults: {} },
    })
    page.send({ type: "ticket.created", ticketid: 77 })
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

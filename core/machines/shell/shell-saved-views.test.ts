import { describe, expect, it } from "vitest"
import { silentLiveUpdates } from "../../testing/live-stream.ts"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import type { BannerLoad } from "../banner/banner.types.ts"
import type { MarkSeenAnswer, NotificationPage } from "../../schema/notification.ts"
import type { SavedView, SavedViewList } from "../../schema/saved-view.ts"
import type { TicketDetail } from "../../schema/ticket.ts"
import { parseTicketListUrl } from "../../domain/tickets/list-url.ts"
import { deferred, resolves } from "../../testing/fake-actors.ts"
import { sampleNavigation } from "../../testing/samples.ts"
import { bannerMachine } from "../banner/banner.machine.ts"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import type { AccountTeamMember, NavigationData } from "../navigation/navigation.types.ts"
import { notificationPanelMachine } from "../notification-panel/notification-panel.machine.ts"
import { savedViewsMachine } from "../saved-views/saved-views.machine.ts"
import { shellMachine, shellPageOf } from "./shell.machine.ts"
import type { ShellPageOpen } from "./shell.types.ts"

// The saved views run in the shell (issue 28): started with the other start-up calls, their events
// routed by the shell, and told by the shell when a page changes the ticket counts.
const view: SavedView = { viewid: 4, name: "Open here", query: "status=open&locations=3", count: 12 }
const list: SavedViewList = { status: "success", items: [view], count: 1, mine: 5 }
const ticket = { ticketid: 5, ticketstatus: "C", activities: [] } as unknown as TicketDetail

const shellWith = (loads: Array<unknown>, leftMenus: Array<unknown> = []) =>
  shellMachine.provide({
    actors: {
      liveUpdates: silentLiveUpdates,
      navigation: navigationMachine.provide({
        actors: {
          fetchLeftMenu: resolves<NavigationData>(sampleNavigation, leftMenus),
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
      savedViews: savedViewsMachine.provide({ actors: { listViews: resolves(list, loads) } }),
    },
  })

const session = { userID: 4, isImpersonation: false }

const startShell = async (loads: Array<unknown>, leftMenus: Array<unknown> = []) => {
  const actor = createActor(shellWith(loads, leftMenus), { input: { session } }).start()
  await waitFor(actor.getSnapshot().children.navigation as AnyActorRef, (s) => s.matches({ menu: "idle" }))
  await waitFor(views(actor), (s) => s.matches("ready"))
  return actor
}
type Shell = Awaited<ReturnType<typeof startShell>>

const views = (actor: { getSnapshot(): { children: { savedViews?: AnyActorRef | undefined } } }) =>
  actor.getSnapshot().children.savedViews as AnyActorRef

const openPage = async (actor: Shell, open: ShellPageOpen) => {
  actor.send(open)
  await waitFor(actor, (s) => s.matches("showingPage") && shellPageOf(s, open.page) !== undefined)
  return shellPageOf(actor.getSnapshot(), open.page) as AnyActorRef
}

/** Waits until the saved views loaded `n` times in all and are ready again. */
const loadedTimes = async (actor: Shell, loads: Array<unknown>, n: number) => {
  await waitFor(views(actor), (s) => loads.length === n && s.matches("ready"))
  expect(loads).toHaveLength(n)
}

describe("shell machine: the saved views", () => {
  it("signed in, starts them in the start-up step: their load goes out with the menu's, once", async () => {
    const load = deferred<SavedViewList, void>()
    const menu = deferred<NavigationData, void>()
    const logic = shellWith([]).provide({
      actors: {
        navigation: navigationMachine.provide({ actors: { fetchLeftMenu: menu.logic } }),
        savedViews: savedViewsMachine.provide({ actors: { listViews: load.logic } }),
      },
    })
    const actor = createActor(logic, { input: { session } }).start()
    expect([menu.calls.length, load.calls.length]).toEqual([1, 1])
    load.resolve(list)
    await waitFor(views(actor), (s) => s.matches("ready"))
    expect(views(actor).getSnapshot().context).toMatchObject({ views: [view], mine: 5 })
    actor.send({ type: "shell.pageOpen", page: "ticketListPage", input: { params: {} } })
    await waitFor(actor, (s) => s.matches("showingPage"))
    expect(load.calls).toHaveLength(1)
  })

  it("routes the saved views' events (views.*, draft.*) to them", async () => {
    const actor = await startShell([])
    actor.send({ type: "views.saveStart", params: parseTicketListUrl({ status: "closed" }) })
    actor.send({ type: "draft.nameChange", name: "Closed" })
    expect(views(actor).getSnapshot().matches("editing")).toBe(true)
    expect(views(actor).getSnapshot().context.draft).toMatchObject({ name: "Closed", query: "status=closed" })
    actor.send({ type: "draft.cancel" })
    actor.send({ type: "views.deleteAsk", viewid: view.viewid })
    expect(views(actor).getSnapshot().matches("confirming")).toBe(true)
  })

  it("a ticket created on the new ticket page: the menu counts it and the views load again", async () => {
    const loads: Array<unknown> = []
    const actor = await startShell(loads)
    const page = await openPage(actor, {
      type: "shell.pageOpen",
      page: "newTicketPage",
      input: { defaults: {} },
    })
    page.send({ type: "ticket.created", ticketid: 77 })
    expect(actor.getSnapshot().children.navigation?.getSnapshot().context.counts).toEqual({
      open: 4,
      closed: 9,
    })
    await loadedTimes(actor, loads, 2)
  })

  it("a ticket closed, then reopened, on the ticket page: the views load again each time", async () => {
    const loads: Array<unknown> = []
    const leftMenus: Array<unknown> = []
    const actor = await startShell(loads, leftMenus)
    const page = await openPage(actor, { type: "shell.pageOpen", page: "ticketPage", input: { ticketId: 5 } })
    page.send({ type: "ticket.closed", ticket })
    expect(actor.getSnapshot().children.navigation?.getSnapshot().context.counts).toEqual({
      open: 2,
      closed: 10,
    })
    await loadedTimes(actor, loads, 2)
    page.send({ type: "ticket.reopened", ticket })
    await loadedTimes(actor, loads, 3)
    // The reopen has the menu's counts asked for again too.
    expect(leftMenus).toHaveLength(2)
  })
})

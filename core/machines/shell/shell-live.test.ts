import { describe, expect, it } from "vitest"
import { createActor, fromCallback, waitFor } from "xstate"
import type { LiveEvent } from "../../domain/live/live-events.ts"
import type { MarkSeenAnswer, NotificationPage } from "../../schema/notification.ts"
import type { SavedViewList } from "../../schema/saved-view.ts"
import type { MyChat } from "../../schema/support-chat.ts"
import { resolves } from "../../testing/fake-actors.ts"
import { sampleNavigation } from "../../testing/samples.ts"
import { bannerMachine } from "../banner/banner.machine.ts"
import type { BannerLoad } from "../banner/banner.types.ts"
import { liveUpdatesMachine } from "../live-updates/live-updates.machine.ts"
import type { LiveStreamInput, LiveStreamReport } from "../live-updates/live-updates.types.ts"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import type { AccountTeamMember, NavigationData } from "../navigation/navigation.types.ts"
import { notificationPanelMachine } from "../notification-panel/notification-panel.machine.ts"
import type { PageRequest } from "../notification-panel/notification-panel.types.ts"
import { savedViewsMachine } from "../saved-views/saved-views.machine.ts"
import { supportChatMachine } from "../support-chat/support-chat.machine.ts"
import { liveEffectsOf } from "./shell-live.ts"
import { shellMachine, shellPageOf } from "./shell.machine.ts"

const event = (kind: LiveEvent["kind"], ticketid: number | null = 42): LiveEvent => ({
  id: 1,
  kind,
  ticketid,
})

describe("liveEffectsOf", () => {
  it.each([
    ["notification", null, "ticketPage", { panel: true, recount: false, page: null, chat: null }],
    [
      "ticket.comment",
      42,
      "ticketPage",
      { panel: false, recount: false, page: "ticket.comment", chat: null },
    ],
    ["ticket.file", 42, "ticketListPage", { panel: false, recount: false, page: "ticket.file", chat: null }],
    ["ticket.status", 42, "usersPage", { panel: false, recount: true, page: null, chat: null }],
    ["ticket.created", 42, null, { panel: false, recount: true, page: null, chat: null }],
    [
      "ticket.created",
      42,
      "ticketListPage",
      { panel: false, recount: true, page: "ticket.created", chat: null },
    ],
    ["ticket.comment", 42, "supportInbox", { panel: false, recount: false, page: null, chat: null }],
  ] as const)("%s of ticket %s on %s", (kind, ticketid, page, expected) => {
    const effects = liveEffectsOf(event(kind, ticketid), page)
    const told = effects.page?.type === "live.ticketChanged" ? effects.page.kind : null
    expect({ ...effects, page: told }).toEqual(expected)
    if (effects.page) expect(effects.page).toEqual({ type: "live.ticketChanged", ticketid, kind })
  })

  it("a reset reaches the bell, the counts and the page shown: its own ticket, or the list as stale", () => {
    const reset = event("reset", null)
    expect(liveEffectsOf(reset, "ticketPage", { ticketId: 7 })).toEqual({
      panel: true,
      recount: true,
      page: { type: "live.ticketChanged", ticketid: 7, kind: "reset" },
      chat: { type: "live.chatChanged", conversationid: null },
    })
    expect(liveEffectsOf(reset, "supportInbox", { status: "open" }).page).toEqual({
      type: "live.chatChanged",
      conversationid: null,
    })
    expect(liveEffectsOf(reset, "ticketListPage", { params: {} }).page).toEqual({ type: "live.ticketsReset" })
    expect(liveEffectsOf(reset, "usersPage", { params: {} }).page).toBeNull()
    expect(liveEffectsOf(reset, null).page).toBeNull()
  })
})

describe("liveEffectsOf a support chat event", () => {
  const chat: LiveEvent = { id: 3, kind: "chat.message", ticketid: null, conversationid: 9 }
  it("reaches the customer's chat always, and the support inbox when it is the page shown", () => {
    const told = { type: "live.chatChanged", conversationid: 9 }
    expect(liveEffectsOf(chat, "supportInbox", { status: "open" })).toEqual({
      panel: false,
      recount: false,
      page: told,
      chat: told,
    })
    expect(liveEffectsOf(chat, "ticketPage", { ticketId: 7 })).toEqual({
      panel: false,
      recount: false,
      page: null,
      chat: told,
    })
  })
})

/** A shell whose live stream the test drives, counting the bell's, the menu's and the views' reads. */
const liveShell = () => {
  const reads = {
    panel: [] as Array<PageRequest>,
    menu: [] as Array<unknown>,
    views: [] as Array<unknown>,
    chat: [] as Array<unknown>,
  }
  let report: (r: LiveStreamReport) => void = () => {}
  const shell = shellMachine.provide({
    actors: {
      liveUpdates: liveUpdatesMachine.provide({
        actors: {
          stream: fromCallback<{ type: "none" }, LiveStreamInput, LiveStreamReport>(({ sendBack }) => {
            report = sendBack
          }),
        },
      }),
      navigation: navigationMachine.provide({
        actors: {
          fetchLeftMenu: resolves<NavigationData>(sampleNavigation, reads.menu),
          fetchAccountTeam: resolves<ReadonlyArray<AccountTeamMember>>([]),
          confirmPolicy: resolves<void>(undefined),
        },
      }),
      notificationPanel: notificationPanelMachine.provide({
        actors: {
          fetchPage: resolves<NotificationPage, PageRequest>(
            { items: [], hasMore: false, unseen: 0 },
            reads.panel,
          ),
          markSeen: resolves<MarkSeenAnswer>({ status: "success", marked: 0 }),
        },
      }),
      banner: bannerMachine.provide({
        actors: { loadBanner: resolves<BannerLoad>({ banner: null, dismissed: null }) },
      }),
      supportChat: supportChatMachine.provide({
        actors: { fetchChat: resolves<MyChat>({ thread: null }, reads.chat) },
      }),
      savedViews: savedViewsMachine.provide({
        actors: {
          listViews: resolves<SavedViewList>(
            { status: "success", items: [], count: 0, mine: 0 },
            reads.views,
          ),
        },
      }),
    },
  })
  const actor = createActor(shell, { input: { session: { userID: 4, isImpersonation: false } } }).start()
  const event = (id: number, kind: LiveEvent["kind"], ticketid: number | null, conversationid?: number) =>
    report({
      type: "live.received",
      event: conversationid === undefined ? { id, kind, ticketid } : { id, kind, ticketid, conversationid },
    })
  return { actor, reads, event }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the shell's live updates", () => {
  it("a notification reaches the bell, a status change the counts, a ticket event the list shown", async () => {
    const { actor, reads, event } = liveShell()
    await settled()
    expect([reads.panel.length, reads.menu.length, reads.views.length]).toEqual([1, 1, 1])
    event(1, "notification", null)
    await settled()
    expect([reads.panel.length, reads.menu.length, reads.views.length]).toEqual([2, 1, 1])
    event(2, "ticket.status", 42)
    await settled()
    expect([reads.panel.length, reads.menu.length, reads.views.length]).toEqual([2, 2, 2])
    actor.send({ type: "shell.pageOpen", page: "ticketListPage", input: { params: {} } })
    await waitFor(actor, (s) => shellPageOf(s, "ticketListPage") !== undefined)
    event(3, "ticket.comment", 42)
    event(4, "ticket.comment", 43)
    const page = shellPageOf(actor.getSnapshot(), "ticketListPage")!
    expect(page.getSnapshot().context.changed).toEqual([42, 43])
    expect(actor.getSnapshot().children.liveUpdates?.getSnapshot().context.lastEventId).toBe(4)
    actor.stop()
  })

  it("a chat event reaches the customer's chat: a dot while collapsed, a new read while expanded", async () => {
    const { actor, reads, event } = liveShell()
    await settled()
    const chat = () => actor.getSnapshot().children.supportChat!.getSnapshot()
    event(1, "chat.message", null, 9)
    expect(chat().context.unread).toBe(true)
    expect(reads.chat).toHaveLength(0)
    actor.send({ type: "chat.expand", conversation: true })
    await settled()
    expect(chat().matches({ expanded: "ready" })).toBe(true)
    expect(chat().context.unread).toBe(false)
    event(2, "chat.status", null, 9)
    await settled()
    expect(reads.chat).toHaveLength(2)
    actor.stop()
  })
})

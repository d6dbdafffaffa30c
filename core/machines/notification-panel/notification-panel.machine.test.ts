import { describe, expect, it } from "vitest"
import { resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import type { MarkSeenAnswer, Notification, NotificationPage } from "../../schema/notification.ts"
import { notificationPanelMachine } from "./notification-panel.machine.ts"
import type { PageRequest } from "./notification-panel.types.ts"

const note = (id: number, seen = true, link: string | null = `/tickets/${id}`): Notification => ({
  id,
  event: { type: "TICKET_CREATED", message: `Ticket ${id}` },
  seen,
  link,
  created_at: new Date(Date.UTC(2026, 10, 1) - id * 60_000).toISOString(),
  sender: { name: "Andy Ackerman", profilepicture: null },
})

/** A server of `total` notifications, the first `unseen` unseen. */
const server = (total: number, unseen = 0) => {
  const calls: PageRequest[] = []
  const fetchPage = resolves<NotificationPage, PageRequest>((r) => {
    const items = Array.from({ length: Math.max(0, Math.min(r.limit, total - r.offset)) }, (_, i) =>
      note(r.offset + i + 1, r.offset + i >= unseen),
    )
    return { items, hasMore: r.offset + items.length < total, unseen }
  }, calls)
  const seenCalls: Array<{ userID: number }> = []
  const markSeen = resolves<MarkSeenAnswer>({ status: "success", marked: unseen }, seenCalls)
  return { calls, seenCalls, fetchPage, markSeen }
}

const start = (s: ReturnType<typeof server>, isImpersonation = false, navigate?: (to: string) => void) =>
  drive(
    notificationPanelMachine.provide({
      actors: { fetchPage: s.fetchPage, markSeen: s.markSeen },
      actions: { navigate: (_, p: { to: string }) => navigate?.(p.to) },
    }),
    { input: { userID: 4, isImpersonation } },
  )

describe("notification panel: paging", () => {
  it.each([
    // total, load-more presses, expected shown, expected loaded, fetches
    [5, 0, 5, 5, 1],
    [35, 0, 10, 20, 1],
    [35, 1, 20, 20, 1],
    [35, 2, 30, 30, 2],
    [35, 3, 35, 35, 3],
    [35, 4, 35, 35, 3],
  ])(
    "%i on the server, %i presses: %i shown of %i loaded, %i fetches",
    async (total, presses, shown, loaded, fetches) => {
      const s = server(total)
      const d = await start(s).settle({ data: "ready" } as never)
      for (let i = 0; i < presses; i++) {
        d.send({ type: "panel.loadMore" })
        await d.settle({ data: "ready" } as never)
      }
      expect(d.snapshot.context.shown).toBe(shown)
      expect(d.snapshot.context.items).toHaveLength(loaded)
      expect(s.calls).toHaveLength(fetches)
      expect(s.calls[0]).toEqual({ userID: 4, offset: 0, limit: 20 })
      if (fetches > 1) expect(s.calls[1]).toEqual({ userID: 4, offset: 20, limit: 10 })
    },
  )
})

describe("notification panel: closing and seen", () => {
  it.each([
    ["own session with unread", false, 3, 1],
    ["impersonating with unread", true, 3, 0],
    ["own session, nothing unread", false, 0, 0],
  ])("%s: server marked %i times", async (_, impersonating, unseen, serverCalls) => {
    const s = server(12, unseen)
    const d = await start(s, impersonating).settle({ data: "ready" } as never)
    expect(d.snapshot.context.items.some((i) => !i.seen)).toBe(unseen > 0)
    d.send({ type: "panel.open" }).send({ type: "panel.close" })
    await d.settle({ seen: "idle" } as never)
    expect(d.snapshot.context.items.every((i) => i.seen)).toBe(true)
    expect(s.seenCalls).toHaveLength(serverCalls)
  })

  it.each([
    ["inside", true],
    ["bell", true],
    ["loadMore", true],
    ["elsewhere", false],
  ] as const)("focus moving %s keeps it open: %s", async (target, open) => {
    const d = await start(server(3)).settle({ data: "ready" } as never)
    d.send({ type: "panel.open" }).send({ type: "panel.focusMoved", target })
    expect(d.snapshot.matches({ view: open ? "open" : "closed" })).toBe(true)
  })

  it("selecting goes to the link, or to the 404 route without one", async () => {
    const went: string[] = []
    const s = server(0)
    const withLinks = resolves<NotificationPage>({
      items: [note(1), note(2, true, null)],
      hasMore: false,
      unseen: 0,
    })
    const d = drive(
      notificationPanelMachine.provide({
        actors: { fetchPage: withLinks, markSeen: s.markSeen },
        actions: { navigate: (_, p: { to: string }) => went.push(p.to) },
      }),
      { input: { userID: 4, isImpersonation: false } },
    )
    await d.settle({ data: "ready" } as never)
    d.send({ type: "panel.open" }).send({ type: "panel.select", id: 1 })
    d.send({ type: "panel.open" }).send({ type: "panel.select", id: 2 })
    expect(went).toEqual(["/tickets/1", "/404"])
  })
})

describe("notification panel: the session", () => {
  it("reloads when the session turns into an impersonation, and then marks nothing seen on the server", async () => {
    const s = server(3, 1)
    const d = await start(s).settle({ data: "ready" } as never)
    d.send({ type: "panel.sessionChanged", session: { userID: 4, isImpersonation: true } })
    await d.until((snap) => snap.context.isImpersonation && snap.matches({ data: "ready" }))
    expect(s.calls).toHaveLength(2)
    // Now impersonating: closing with unread items does not call the server.
    d.send({ type: "panel.open" }).send({ type: "panel.close" })
    expect(s.seenCalls).toHaveLength(0)
  })

  it("ignores a session that is the one it shows", async () => {
    const s = server(3, 1)
    const d = await start(s).settle({ data: "ready" } as never)
    d.send({ type: "panel.sessionChanged", session: { userID: 4, isImpersonation: false } })
    expect(d.snapshot.matches({ data: "ready" })).toBe(true)
    expect(s.calls).toHaveLength(1)
  })
})

describe("notification panel: live", () => {
  it("a live notification reads the first page again in place: the new one joins at the top, the dot follows", async () => {
    let total = 25
    let unseen = 0
    const calls: PageRequest[] = []
    const fetchPage = resolves<NotificationPage, PageRequest>((r) => {
      const items = Array.from({ length: Math.max(0, Math.min(r.limit, total - r.offset)) }, (_, i) =>
        note(total - (r.offset + i), r.offset + i >= unseen),
      )
      return { items, hasMore: r.offset + items.length < total, unseen }
    }, calls)
    const markSeen = resolves<MarkSeenAnswer>({ status: "success", marked: 0 })
    const driver = await start({ calls, seenCalls: [], fetchPage, markSeen }).settle("data.ready")
    driver.send({ type: "panel.open" }).send({ type: "panel.loadMore" })
    expect(driver.snapshot.context.shown).toBe(20)
    total = 26
    unseen = 1
    driver.send({ type: "panel.live" })
    await driver.settle("data.ready")
    const context = driver.snapshot.context
    expect(calls.at(-1)).toEqual({ userID: 4, offset: 0, limit: 20 })
    expect(context.items[0]).toMatchObject({ id: 26, seen: false })
    expect(context.items).toHaveLength(21)
    expect(context.shown).toBe(21)
    expect(context.hasMore).toBe(true)
    expect(driver.snapshot.matches({ view: "open" } as never)).toBe(true)
  })
})

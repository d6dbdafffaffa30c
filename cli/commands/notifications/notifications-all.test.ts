import { createActor, waitFor } from "xstate"
import { describe, expect, it } from "vitest"
import { notificationPanelMachine } from "../../../core/machines/notification-panel/notification-panel.machine.ts"
import type { PageRequest } from "../../../core/machines/notification-panel/notification-panel.types.ts"
import type { MarkSeenAnswer, Notification, NotificationPage } from "../../../core/schema/notification.ts"
import { resolves } from "../../../core/testing/fake-actors.ts"
import type { Progress } from "../command.types.ts"
import { loadEverything } from "./notifications-list.command.ts"

const note = (id: number): Notification => ({
  id,
  event: { type: "TICKET_CREATED", message: `Ticket ${id}` },
  seen: true,
  link: `/tickets/${id}`,
  created_at: new Date(Date.UTC(2026, 10, 1) - id * 60_000).toISOString(),
  sender: { name: "Andy Ackerman", profilepicture: null },
})

/** The panel over a server of `total` notifications, settled on its first page. */
const panelOver = async (total: number, calls: Array<PageRequest>) => {
  const fetchPage = resolves<NotificationPage, PageRequest>((r) => {
    const items = Array.from({ length: Math.max(0, Math.min(r.limit, total - r.offset)) }, (_, i) =>
      note(r.offset + i + 1),
    )
    return { items, hasMore: r.offset + items.length < total, unseen: 0 }
  }, calls)
  const markSeen = resolves<MarkSeenAnswer>({ status: "success", marked: 0 }, [])
  const panel = createActor(notificationPanelMachine.provide({ actors: { fetchPage, markSeen } }), {
    input: { userID: 4, isImpersonation: false },
  }).start()
  await waitFor(panel, (s) => s.matches({ data: "ready" }))
  return panel
}

describe("notifications list --all", () => {
  it.each([
    [5, 1],
    [20, 1],
    [45, 4],
  ])("reads all %i notifications ('load more' until none is left, %i requests)", async (total, requests) => {
    const calls: Array<PageRequest> = []
    const progress: Array<Progress> = []
    const panel = await panelOver(total, calls)
    await loadEverything(panel, { progress: (p) => progress.push(p) }, () => new Error("failed"))
    const { items, hasMore } = panel.getSnapshot().context
    expect([items.length, new Set(items.map((n) => n.id)).size, hasMore]).toEqual([total, total, false])
    expect(calls).toHaveLength(requests)
    expect(progress.at(-1)?.done ?? total).toBe(total)
    panel.stop()
  })
})

import { describe, expect, it } from "vitest"
import { ALL_SUBSCRIPTIONS, deliveryFromOption } from "./events.ts"
import { notificationLink, notificationMessage } from "./messages.ts"
import { canLoadMore, closesOnFocus, hasUnread, loadMoreStep, notificationTarget } from "./panel-rules.ts"
import { isWhatsNewShown, lastActivityOf, NO_ACTIVITY } from "./whats-new.ts"

describe("panel rules", () => {
  it.each([
    [10, 20, true, { shown: 20, fetch: false }],
    [20, 20, true, { shown: 20, fetch: true }],
    [20, 20, false, { shown: 20, fetch: false }],
    [10, 15, false, { shown: 15, fetch: false }],
  ])("shown %i of %i loaded (more: %s) -> %o", (shown, loaded, more, next) => {
    expect(loadMoreStep(shown, loaded, more)).toEqual(next)
  })
  it("load more is offered while anything is hidden or on the server", () => {
    expect(canLoadMore(10, 20, false)).toBe(true)
    expect(canLoadMore(20, 20, true)).toBe(true)
    expect(canLoadMore(20, 20, false)).toBe(false)
  })
  it("the unread indicator is on while any is unseen", () => {
    expect(hasUnread([{ seen: true }, { seen: false }])).toBe(true)
    expect(hasUnread([{ seen: true }])).toBe(false)
    expect(hasUnread([])).toBe(false)
  })
  it.each([
    ["inside", false],
    ["bell", false],
    ["loadMore", false],
    ["elsewhere", true],
  ] as const)("focus to %s closes: %s", (target, closes) => expect(closesOnFocus(target)).toBe(closes))
  it("a notification without a link goes to the 404 route", () => {
    expect(notificationTarget("/tickets/4")).toBe("/tickets/4")
    expect(notificationTarget(null)).toBe("/404")
    expect(notificationTarget("https://elsewhere.example")).toBe("/404")
  })
})

describe("what's-new rules", () => {
  const entries = [
    { action: "USER_UPDATED", createdBy: 5, createdDate: "2024-05-01T00:00:00.000Z" },
    { action: "NOTIFICATION_SUBSCRIPTIONS_CHANGED", createdBy: 2, createdDate: "2024-04-01T00:00:00.000Z" },
    { action: "NOTIFICATION_SUBSCRIPTIONS_CHANGED", createdBy: 5, createdDate: "2023-03-01T00:00:00.000Z" },
  ]
  it("last activity: the first subscription change by the user, else 2000-01-01", () => {
    expect(lastActivityOf(5, entries)).toBe("2023-03-01T00:00:00.000Z")
    expect(lastActivityOf(9, entries)).toBe(NO_ACTIVITY)
  })
  it.each([
    ["2023-03-01T00:00:00.000Z", "2023-01-01T00:00:00.000Z", false, true],
    ["2023-06-28T00:00:00.000Z", "2023-01-01T00:00:00.000Z", false, false],
    [NO_ACTIVITY, "2023-06-28T00:00:00.000Z", false, true],
    [NO_ACTIVITY, "2023-06-28T00:00:00.001Z", false, false],
    [NO_ACTIVITY, "2023-01-01T00:00:00.000Z", true, false],
  ])("last %s, created %s, impersonating %s -> %s", (lastActivity, userCreated, isImpersonation, shown) => {
    expect(isWhatsNewShown({ lastActivity, userCreated, isImpersonation })).toBe(shown)
  })
})

describe("events and messages", () => {
  it("enable all is every event with both deliveries", () => expect(ALL_SUBSCRIPTIONS).toHaveLength(12))
  it("reads the CLI's delivery option", () => {
    expect(deliveryFromOption("email")).toBe("EMAIL")
    expect(deliveryFromOption("in_app")).toBe("IN_APP")
    expect(deliveryFromOption("sms")).toBeUndefined()
  })
  it("names the ticket and who did it; user links only for admins", () => {
    const s = {
      kind: "ticket",
      ticketid: 7,
      locationname: "Plant 2",
      actor: "Andy Ackerman",
      detail: "Belt",
    } as const
    expect(notificationMessage("TICKET_CREATED", s)).toBe(
      "Andy Ackerman created Service Ticket #7 at Plant 2: Belt",
    )
    expect(notificationLink(s, false)).toBe("/tickets/7")
    expect(notificationMessage("TICKET_CLOSED", s)).toBe("Service Ticket #7 at Plant 2 was closed")
    expect(notificationMessage("TICKET_CLOSED", { ...s, reopened: true })).toBe(
      "Andy Ackerman reopened Service Ticket #7: Belt",
    )
    const u = {
      kind: "user",
      userid: 9,
      name: "Nina Newman",
      company: "Acme",
      actor: "Alice Acheson",
    } as const
    expect(notificationLink(u, true)).toBe("/profile/9")
    expect(notificationLink(u, false)).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import {
  isSubscribed,
  notificationSettingsMachine,
  type SettingsChange,
  type SettingsData,
} from "./notification-settings.machine.ts"

const data: SettingsData = {
  subscriptions: [{ event_type: "TICKET_CREATED", delivery_type: "IN_APP" }],
  events: ["TICKET_CREATED"],
  locations: {
    items: [{ locationID: 7 }],
    available: [
      { locationID: 7, name: "Plant" },
      { locationID: 8, name: "Depot" },
    ],
  },
}

describe("notification settings machine", () => {
  it.each([
    [
      {
        type: "settings.toggle",
        subscription: { event_type: "TICKET_CLOSED", delivery_type: "EMAIL" },
        on: true,
      },
      { kind: "subscribe", subscription: { event_type: "TICKET_CLOSED", delivery_type: "EMAIL" } },
    ],
    [
      {
        type: "settings.toggle",
        subscription: { event_type: "TICKET_CREATED", delivery_type: "IN_APP" },
        on: false,
      },
      { kind: "unsubscribe", subscription: { event_type: "TICKET_CREATED", delivery_type: "IN_APP" } },
    ],
    [{ type: "settings.enableAll" }, { kind: "all" }],
    [
      { type: "settings.setFollowed", locationID: 8, followed: false },
      { kind: "locations", unfollowed: [7, 8] },
    ],
    [
      { type: "settings.setFollowed", locationID: 7, followed: true },
      { kind: "locations", unfollowed: [] },
    ],
  ] as const)("%o saves %o and reloads", async (event, change) => {
    const changes: Array<{ userID: number; change: SettingsChange }> = []
    const d = drive(
      notificationSettingsMachine.provide({
        actors: { loadSettings: resolves(data), applyChange: resolves(data, changes) },
      }),
      { input: { userID: 4 } },
    )
    await d.settle("ready")
    expect(
      isSubscribed(d.snapshot.context.data, { event_type: "TICKET_CREATED", delivery_type: "IN_APP" }),
    ).toBe(true)
    d.send(event as never)
    await d.settle("ready")
    expect(changes).toEqual([{ userID: 4, change }])
    d.expectContext({ pending: null, error: null })
  })

  it("offers no change of a user the caller may not change: every change event is ignored", async () => {
    const changes: Array<{ userID: number; change: SettingsChange }> = []
    const d = drive(
      notificationSettingsMachine.provide({
        actors: {
          loadSettings: resolves<SettingsData>({ ...data, readOnly: true }),
          applyChange: resolves(data, changes),
        },
      }),
      { input: { userID: 1, caller: { userid: 2, roleid: 2, companyid: 1 } } },
    )
    await d.settle("ready")
    d.send({ type: "settings.enableAll" })
    d.send({ type: "settings.setFollowed", locationID: 8, followed: false })
    d.send({
      type: "settings.toggle",
      subscription: { event_type: "TICKET_CREATED", delivery_type: "IN_APP" },
      on: false,
    })
    await d.settle("ready")
    expect(changes).toEqual([])
  })
})

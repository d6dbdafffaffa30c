import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { ROLES } from "../../domain/roles.ts"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveNotificationSettingsMachine } from "./notification-settings.actors.ts"

const answers = (url: string) => {
  const path = new URL(url).pathname
  if (path.startsWith("/v1/notification/event/subscriptions/locations/"))
    return { status: 200, body: { items: [], available: [] } }
  return { status: 200, body: { items: [] } }
}

const eventsFor = async (roleid: number) => {
  const { runtime } = signedInRuntime((request) => answers(request.url))
  const caller = { userid: 4, roleid, companyid: 2 }
  const actor = createActor(liveNotificationSettingsMachine(runtime), {
    input: { userID: 4, caller },
  }).start()
  const ready = await waitFor(actor, (s) => s.matches("ready") || s.matches("failed"))
  actor.stop()
  return ready.context.data?.events
}

describe("notification settings actors (live, fake transport)", () => {
  it("a customer's own settings do not offer 'a user is added to one of your accounts'", async () => {
    const events = await eventsFor(ROLES.companyUser)
    expect(events).toContain("TICKET_CREATED")
    expect(events).not.toContain("SE_COMPANY_USER_ADDED")
  })

  it("a sales rep's do", async () => {
    expect(await eventsFor(ROLES.salesRep)).toContain("SE_COMPANY_USER_ADDED")
  })
})

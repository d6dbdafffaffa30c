import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { DEFAULT_DASHBOARD_PARAMS } from "../../domain/insights/dashboard-url.ts"
import { Forbidden } from "../../schema/errors.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { sampleDashboardData } from "../../testing/insights-samples.ts"
import { type DashboardData, dashboardMachine, type FetchInsightsInput } from "./dashboard.machine.ts"

const start = (
  fetchInsights = resolves<DashboardData, FetchInsightsInput>(sampleDashboardData),
  withUsers = false,
) =>
  createActor(dashboardMachine.provide({ actors: { fetchInsights } }), {
    input: { params: DEFAULT_DASHBOARD_PARAMS, withUsers },
  }).start()

describe("dashboard machine", () => {
  it("loads the insights for the URL's period and shows them", async () => {
    const calls: FetchInsightsInput[] = []
    const actor = start(resolves(sampleDashboardData, calls), true)
    expect(actor.getSnapshot().value).toBe("loading")
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.data).toBe(sampleDashboardData)
    expect(calls).toEqual([{ query: {}, withUsers: true }])
  })

  it("reloads when the URL names another period or agreement, not when it reads the same", async () => {
    const calls: FetchInsightsInput[] = []
    const actor = start(resolves(sampleDashboardData, calls))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "dashboard.urlChange", params: { period: "bogus" } })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "dashboard.urlChange", params: { period: "6m", agreementid: "4" } })
    expect(actor.getSnapshot().value).toBe("loading")
    // The previous answer stays on screen while the new one loads.
    expect(actor.getSnapshot().context.data).toBe(sampleDashboardData)
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "dashboard.period", period: 6 })
    actor.send({ type: "dashboard.period", period: 12 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls.map((c) => c.query)).toEqual([
      {},
      { period: "6m", agreementid: 4 },
      { period: "12m", agreementid: 4 },
    ])
  })

  it("a newer period supersedes a slower request", async () => {
    const slow = deferred<DashboardData, FetchInsightsInput>()
    const actor = start(slow.logic)
    actor.send({ type: "dashboard.period", period: 1 })
    expect(slow.aborted).toEqual([{ query: {}, withUsers: false }])
    slow.resolve({ ...sampleDashboardData, equipment: { ...sampleDashboardData.equipment, total: 5 } })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.data?.equipment.total).toBe(5)
    expect(slow.calls.at(-1)).toEqual({ query: { period: "1m" }, withUsers: false })
  })

  it("keeps the failure and tries again on reload", async () => {
    const failure = new Forbidden({ message: "This account's role may not use this call" })
    const actor = start(rejects(failure))
    await waitFor(actor, (s) => s.matches("error"))
    expect(actor.getSnapshot().context.error).toBe(failure)
    actor.send({ type: "dashboard.reload" })
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

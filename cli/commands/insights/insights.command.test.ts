import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { storedSessionId } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as insights from "./insights.command.ts"

const h = useCliHarness("acme.admin", "acme.user")

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)

describe("portal insights", () => {
  it("prints the same service figures the API answers", async () => {
    const result = await h.run(insights, { what: "service", period: "6m" }, h.as("acme.admin"))
    const api = await h.server.run(
      (c) => c.insights.service({ query: { period: "6m" } }),
      storedSessionId(h.file("acme.admin")),
    )
    if (result.what !== "service") throw new Error("wrong result")
    expect({ ...result.serviceInsights, period: null }).toEqual({ ...api.serviceInsights, period: null })
    const text = insights.render(result)
    expect(text).toContain("Period: 6 months")
    expect(text).toMatch(new RegExp(`open now\\s+${api.serviceInsights.open}`))
  })

  it("prints equipment and, for an admin, user figures", async () => {
    const eq = await h.run(insights, { what: "equipment" }, h.as("acme.admin"))
    expect(insights.render(eq)).toContain("in service")
    const users = await h.run(insights, { what: "users", period: "12m" }, h.as("acme.admin"))
    expect(insights.render(users)).toContain("sign-ins")
  })

  it("refuses User Insights to a company user (the server's 403) and a bad period (usage)", async () => {
    const refused = await h.run(insights, { what: "users" }, h.as("acme.user")).catch((e: unknown) => e)
    expect(exitOf(refused)).toBe(1)
    expect(String((refused as Error).message)).toMatch(/role/)
    const bad = await h
      .run(insights, { what: "service", period: "40m" }, h.as("acme.user"))
      .catch((e: unknown) => e)
    expect(exitOf(bad)).toBe(2)
  })
})

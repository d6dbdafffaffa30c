import { describe, expect, it } from "vitest"
import { evaluateContractInSteps } from "./contract-steps.ts"

describe("the contract is evaluated a group per task before the runtime (issue 25)", () => {
  it("waits for a new task after each group, the whole contract last", async () => {
    const seen: Array<string> = []
    await evaluateContractInSteps(async () => {
      seen.push("task")
    })
    // Nine groups, each followed by a new task, and the contract they make up is evaluated by then.
    expect(seen).toHaveLength(9)
    const { PortalApi } = await import("../../core/api/api.ts")
    expect(Object.keys(PortalApi.groups)).toContain("tickets")
  })
})

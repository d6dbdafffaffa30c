import { describe, expect, it } from "vitest"
import { TooManyRequests } from "../../schema/errors.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { accountRecoveryMachine } from "./account-recovery.machine.ts"

describe("account recovery machine", () => {
  it("sends the request and keeps the server's answer", async () => {
    const calls: unknown[] = []
    const machine = accountRecoveryMachine.provide({
      actors: { sendRecovery: resolves({ status: "success", message: "If an account..." }, calls) },
    })
    const driver = await drive(machine, {})
      .send({ type: "recovery.submit", request: { kind: "username", email: "a@b.co" } })
      .settle("sent")
    driver.expectContext({ sent: "If an account...", error: null })
    expect(calls).toEqual([{ kind: "username", email: "a@b.co" }])
  })

  it("returns to editing with the failure", async () => {
    const failure = new TooManyRequests({ message: "slow down", retryAfterSeconds: 10 })
    const machine = accountRecoveryMachine.provide({ actors: { sendRecovery: rejects(failure) } })
    const driver = await drive(machine, {})
      .send({ type: "recovery.submit", request: { kind: "password", username: "x" } })
      .settle("editing")
    driver.expectContext({ error: failure, sent: null })
  })
})

import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { NotFound } from "../../schema/errors.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { emailChangeLinkMachine } from "./email-change-link.machine.ts"

const token = "B".repeat(40)
const outcome = { status: "success", message: "changed", email: "new@example.com" }

describe("email change link machine", () => {
  it("sends a well-formed token with its action and holds the outcome", async () => {
    const calls: unknown[] = []
    const machine = emailChangeLinkMachine.provide({ actors: { useLink: resolves(outcome, calls) } })
    const driver = await drive(machine, { input: { token, action: "cancel" } }).settle("done")
    expect(calls).toEqual([{ token, action: "cancel" }])
    driver.expectContext({ outcome })
  })

  it("fails without a call for a malformed token, and with the error for a spent one", async () => {
    const calls: unknown[] = []
    const bad = drive(emailChangeLinkMachine.provide({ actors: { useLink: resolves(outcome, calls) } }), {
      input: { token: "short", action: "confirm" },
    })
    bad.expectState("failed")
    expect(calls).toHaveLength(0)
    const spent = new NotFound({ message: "spent" })
    const machine = emailChangeLinkMachine.provide({ actors: { useLink: rejects(spent) } })
    const driver = await drive(machine, { input: { token, action: "confirm" } }).settle("failed")
    driver.expectContext({ error: spent, timedOut: false })
  })

  it("gives up after 7 s and aborts the call", () => {
    const call = deferred<typeof outcome, unknown>()
    const clock = new SimulatedClock()
    const actor = createActor(emailChangeLinkMachine.provide({ actors: { useLink: call.logic as never } }), {
      input: { token, action: "confirm" },
      clock,
    }).start()
    clock.increment(6999)
    expect(actor.getSnapshot().value).toBe("sending")
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.timedOut).toBe(true)
    expect(call.aborted).toHaveLength(1)
  })
})

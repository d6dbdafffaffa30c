import { describe, expect, it } from "vitest"
import { BadRequest } from "../../schema/errors.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { interestMachine } from "./interest.machine.ts"

const request = { key: "interested-monitoring", product: "Remote monitoring" } as const

describe("interest machine", () => {
  it("submits and ends sent", async () => {
    const calls: unknown[] = []
    const d = drive(
      interestMachine.provide({ actors: { submitInterest: resolves({ status: "success" }, calls) } }),
    )
    await d.send({ type: "interest.submit", request }).settle("sent")
    expect(calls).toEqual([request])
  })
  it("keeps the server's failure", async () => {
    const failure = new BadRequest({ message: "product is too long" })
    const d = drive(interestMachine.provide({ actors: { submitInterest: rejects(failure) } }))
    await d.send({ type: "interest.submit", request }).settle("failed")
    d.expectContext({ error: failure }).send({ type: "interest.reset" }).expectState("idle")
  })
})

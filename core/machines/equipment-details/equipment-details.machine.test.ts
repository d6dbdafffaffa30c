import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { TransportFailure } from "../../runtime/failures.ts"
import type { EquipmentDetail } from "../../schema/equipment.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { type EquipmentDetailsOutput, equipmentDetailsMachine } from "./equipment-details.machine.ts"

const output: EquipmentDetailsOutput = {
  item: { equipmentid: 10001, description: "Press" } as unknown as EquipmentDetail,
  children: [],
}

const start = (fetchDetails: ReturnType<typeof resolves<EquipmentDetailsOutput>>) =>
  createActor(equipmentDetailsMachine.provide({ actors: { fetchDetails } }), {
    input: { equipmentId: 999999 },
  }).start()

const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.matches("loading"))

describe("equipmentDetailsMachine", () => {
  it.each([
    ["NotFound (404)", { _tag: "NotFound", message: "Equipment not found" }],
    ["Forbidden (403, another company's)", { _tag: "Forbidden", message: "Not yours" }],
  ])(
    "equipment the server does not have, %s, is notFound with the spec's error status",
    async (_, failure) => {
      const actor = start(rejects(failure))
      const snapshot = await settled(actor)
      expect(snapshot.value).toBe("notFound")
      expect(snapshot.context).toMatchObject({ status: "error", item: null, error: failure })
    },
  )

  it.each([
    ["a 503", new TransportFailure({ status: 503, message: "Service Unavailable" })],
    ["no answer", new TransportFailure({ status: -1, message: "Unknown Error" })],
    ["a 429", { _tag: "TooManyRequests", message: "Too many requests" }],
  ])("%s is an error worth trying again", async (_, failure) => {
    const calls: unknown[] = []
    const actor = start(rejects(failure, calls))
    expect((await settled(actor)).value).toBe("error")
    actor.send({ type: "details.reload" })
    expect(actor.getSnapshot().context.status).toBe("loading")
    expect(calls).toHaveLength(2)
  })

  it("another id loads from notFound", async () => {
    let first = true
    const fetchDetails = resolves((input: { equipmentId: number }) => {
      if (first) {
        first = false
        throw { _tag: "NotFound", message: "gone", input }
      }
      return output
    })
    const actor = start(fetchDetails)
    expect((await settled(actor)).value).toBe("notFound")
    actor.send({ type: "details.load", equipmentId: 10001 })
    const loaded = await settled(actor)
    expect(loaded.value).toBe("none")
    expect(loaded.context).toMatchObject({
      status: "none",
      error: null,
      equipmentId: 10001,
      item: output.item,
    })
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { AgreementSummary } from "../../schema/agreement.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import {
  type EquipmentOption,
  type FetchEquipmentInput,
  type FetchLocationsInput,
  type LocationOption,
  ticketOptionsMachine,
} from "./ticket-options.machine.ts"

const agreements: AgreementSummary[] = [{ agreementid: 4, agreementname: "Plant care", active: true }]
const location = (agreementid: number, locationid: number): LocationOption => ({
  agreementid,
  locationid,
  locationname: `L${locationid}`,
  address: [],
})
const pump: EquipmentOption = { equipmentid: 9, description: "Pump", modelnumber: null, serialnumber: "SN-9" }

type Actors = Partial<Parameters<typeof ticketOptionsMachine.provide>[0]["actors"]>
const start = (actors: Actors = {}) =>
  createActor(
    ticketOptionsMachine.provide({
      actors: {
        fetchAgreements: resolves<ReadonlyArray<AgreementSummary>>(agreements),
        fetchContacts: resolves<ReadonlyArray<string>>(["Ada Lovelace"]),
        fetchLocations: resolves<ReadonlyArray<LocationOption>>([]),
        fetchEquipment: resolves<ReadonlyArray<EquipmentOption>>([]),
        ...actors,
      },
    }),
  ).start()

const idle = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) =>
    s.matches({ agreements: "done", contacts: "done", locations: "idle", equipment: "idle" }),
  )

describe("ticketOptionsMachine", () => {
  it("loads agreements and contacts at start", async () => {
    const actor = start()
    await idle(actor)
    expect(actor.getSnapshot().context).toMatchObject({ agreements, contacts: ["Ada Lovelace"], error: null })
  })

  it("loads locations of agreements once; agreements without any get an empty list", async () => {
    const calls: FetchLocationsInput[] = []
    const actor = start({
      fetchLocations: resolves<ReadonlyArray<LocationOption>>([location(4, 1), location(4, 2)], calls),
    })
    actor.send({ type: "options.locationsNeed", agreementids: [4, 5] })
    await idle(actor)
    actor.send({ type: "options.locationsNeed", agreementids: [5, 4] })
    await idle(actor)
    expect(calls).toEqual([{ agreementids: [4, 5] }])
    expect(actor.getSnapshot().context.locations).toEqual({ 4: [location(4, 1), location(4, 2)], 5: [] })
  })

  it("a second need while loading asks again for the union", async () => {
    const fetch = deferred<ReadonlyArray<LocationOption>, FetchLocationsInput>()
    const actor = start({ fetchLocations: fetch.logic })
    actor.send({ type: "options.locationsNeed", agreementids: [4] })
    actor.send({ type: "options.locationsNeed", agreementids: [6] })
    expect(fetch.aborted).toEqual([{ agreementids: [4] }])
    expect(fetch.calls.at(-1)).toEqual({ agreementids: [4, 6] })
    fetch.resolve([location(6, 3)])
    await idle(actor)
    expect(actor.getSnapshot().context.locations).toEqual({ 4: [], 6: [location(6, 3)] })
  })

  it("loads equipment per agreement and location, once", async () => {
    const calls: FetchEquipmentInput[] = []
    const actor = start({ fetchEquipment: resolves<ReadonlyArray<EquipmentOption>>([pump], calls) })
    actor.send({ type: "options.equipmentNeed", agreementid: 4, locationid: 1 })
    await idle(actor)
    actor.send({ type: "options.equipmentNeed", agreementid: 4, locationid: 1 })
    await idle(actor)
    expect(calls).toEqual([{ agreementid: 4, locationid: 1 }])
    expect(actor.getSnapshot().context.equipment).toEqual({ "4:1": [pump] })
  })

  it("a failed call keeps the error and leaves the other choices usable", async () => {
    const failure = { _tag: "BadRequest", message: "nope" }
    const actor = start({ fetchContacts: rejects(failure) })
    await idle(actor)
    expect(actor.getSnapshot().context).toMatchObject({ agreements, contacts: [], error: failure })
  })
})

describe("ticketOptionsMachine: the list filters' scope", () => {
  it("loads the locations of every active agreement once they arrive, then of the chosen ones", async () => {
    const calls: FetchLocationsInput[] = []
    const actor = start({ fetchLocations: resolves<ReadonlyArray<LocationOption>>([], calls) })
    actor.send({ type: "options.scopeChange", agreementids: [] })
    await idle(actor)
    actor.send({ type: "options.scopeChange", agreementids: [8] })
    await idle(actor)
    expect(calls).toEqual([{ agreementids: [4] }, { agreementids: [8] }])
    expect(actor.getSnapshot().context.scope).toEqual([8])
  })

  it("without a scope (the new-ticket form) no locations load by themselves", async () => {
    const calls: FetchLocationsInput[] = []
    const actor = start({ fetchLocations: resolves<ReadonlyArray<LocationOption>>([], calls) })
    await idle(actor)
    expect(calls).toEqual([])
  })
})

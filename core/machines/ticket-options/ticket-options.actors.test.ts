import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveTicketOptionsMachine } from "./ticket-options.actors.ts"

const place = {
  locationname: "Plant",
  locationaddress1: " 1 Main St ",
  locationaddress2: null,
  locationcity: "Detroit",
  locationstate: "MI",
  locationzipcode: "48201",
  locationcountry: null,
}

describe("ticket options actors", () => {
  it("maps GET /v1/contracts rows to locations (trimmed address) and equipment", async () => {
    const { runtime, seen } = signedInRuntime((request) => {
      const url = new URL(request.url)
      if (url.pathname === "/v1/agreements")
        return { status: 200, body: { results: [{ agreementid: 3, agreementname: "Care", active: true }] } }
      if (url.pathname === "/v1/ticketcontacts") return { status: 200, body: { TicketContacts: ["Ada"] } }
      const equipment = url.searchParams.has("locationid")
      const row = {
        agreementid: 3,
        locationid: 8,
        ...place,
        equipmentid: equipment ? 41 : null,
        description: equipment ? "Pump" : null,
        modelnumber: null,
        serialnumber: equipment ? "SN-41" : null,
      }
      return { status: 200, body: { AgreementLocations: [row], count: 1 } }
    })
    const actor = createActor(liveTicketOptionsMachine(runtime)).start()
    actor.send({ type: "options.locationsNeed", agreementids: [3] })
    actor.send({ type: "options.equipmentNeed", agreementid: 3, locationid: 8 })
    await waitFor(actor, (s) =>
      s.matches({ agreements: "done", contacts: "done", locations: "idle", equipment: "idle" }),
    )
    const { context } = actor.getSnapshot()
    expect(context.agreements).toEqual([{ agreementid: 3, agreementname: "Care", active: true }])
    expect(context.contacts).toEqual(["Ada"])
    expect(context.locations[3]).toEqual([
      { agreementid: 3, locationid: 8, locationname: "Plant", address: ["1 Main St", "Detroit, MI 48201"] },
    ])
    expect(context.equipment["3:8"]).toEqual([
      { equipmentid: 41, description: "Pump", modelnumber: null, serialnumber: "SN-41" },
    ])
    const contracts = seen.map((r) => new URL(r.url)).filter((u) => u.pathname === "/v1/contracts")
    expect(contracts.map((u) => Object.fromEntries(u.searchParams))).toEqual(
      expect.arrayContaining([
        { agreementid: "3", pl: "1000" },
        { agreementid: "3", locationid: "8", pl: "1000" },
      ]),
    )
  })
})

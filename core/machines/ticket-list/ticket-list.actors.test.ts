import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { DEFAULT_TICKET_LIST_PARAMS } from "../../domain/tickets/list-url.ts"
import { signedInRuntime } from "../../testing/fake-runtime.ts"
import { liveTicketExportMachine } from "./ticket-export.actors.ts"
import { liveTicketListMachine } from "./ticket-list.actors.ts"
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

describe("ticket list actors (live, fake transport)", () => {
  it("fetchPage sends the spec's list encoding to GET /v1/ticketdetails with the session header", async () => {
    const { runtime, seen } = signedInRuntime(() => ({ status: 200, body: { items: [], count: 0 } }))
    const actor = createActor(liveTicketListMachine(runtime), { input: {} }).start()
    actor.send({ type: "list.urlChange", params: { status: "closed", search: " pump ", agreements: "3,7" } })
    await waitFor(actor, (s) => s.matches("none"))
    const url = new URL(seen[0]!.url)
    expect(url.pathname).toBe("/v1/ticketdetails")
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      os: "0",
      pl: "25",
      st: "-ticketid",
      ticketstatus: "(C),(P),(N)",
      agreementid: "(3),(7)",
      "problem(*)": "pump",
    })
    expect(seen[0]!.headers.authorization).toBe("EC s-1")
  })

  it("a 400 from the server reaches the machine as the tagged error", async () => {
    const { runtime } = signedInRuntime(() => ({
      status: 400,
      body: { _tag: "BadRequest", message: "os must be a whole number", field: "os" },
    }))
    const actor = createActor(liveTicketListMachine(runtime), { input: {} }).start()
    actor.send({ type: "list.load" })
    await waitFor(actor, (s) => s.matches("error"))
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "BadRequest", field: "os" })
  })
})

describe("ticket export actors", () => {
  it("asks GET /v1/excel/tickets for the URL, then fetches that file", async () => {
    const { runtime, seen } = signedInRuntime((request) =>
      request.url.includes("/v1/excel/tickets")
        ? { status: 200, body: { url: "/v1/excel/files/abcdef12-3456" } }
        : { status: 200, body: "sheet" },
    )
    const actor = createActor(liveTicketExportMachine(runtime)).start()
    const ready: Uint8Array[] = []
    actor.on("export.ready", (e) => ready.push(e.data))
    actor.send({ type: "export.start", params: DEFAULT_TICKET_LIST_PARAMS, timeZone: "Europe/Paris" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      "/v1/excel/tickets",
      "/v1/excel/files/abcdef12-3456",
    ])
    expect(new URL(seen[0]!.url).searchParams.get("timezone")).toBe("Europe/Paris")
    expect(new TextDecoder().decode(ready[0])).toBe('"sheet"')
  })

  it("an unexpected download URL is a readable failure, not a request", async () => {
    const { runtime, seen } = signedInRuntime(() => ({
      status: 200,
      body: { url: "https://elsewhere.test/x" },
    }))
    const actor = createActor(liveTicketExportMachine(runtime)).start()
    actor.send({ type: "export.start", params: DEFAULT_TICKET_LIST_PARAMS, timeZone: "UTC" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "NotFound" })
    expect(seen).toHaveLength(1)
  })
})

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

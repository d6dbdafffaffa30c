import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { AgreementSummary } from "../../schema/agreement.ts"
import type { NewTicket, NewTicketResult } from "../../schema/ticket.ts"
import { resolves } from "../../testing/fake-actors.ts"
import { newTicketMachine } from "../new-ticket/new-ticket.machine.ts"
import {
  type EquipmentOption,
  type FetchEquipmentInput,
  type FetchLocationsInput,
  type LocationOption,
  ticketOptionsMachine,
} from "../ticket-options/ticket-options.machine.ts"
import { newTicketPageMachine } from "./new-ticket-page.machine.ts"

const agreements: AgreementSummary[] = [{ agreementid: 4, agreementname: "Care", active: true }]
const plant: LocationOption = { agreementid: 4, locationid: 9, locationname: "Plant", address: [] }
const pump: EquipmentOption = {
  equipmentid: 41,
  description: "Pump",
  modelnumber: null,
  serialnumber: "SN-41",
}

const start = (defaults = {}) => {
  const calls = {
    locations: [] as FetchLocationsInput[],
    equipment: [] as FetchEquipmentInput[],
    created: [] as NewTicket[],
  }
  const machine = newTicketPageMachine.provide({
    actors: {
      newTicket: newTicketMachine.provide({
        actors: {
          createTicket: resolves<NewTicketResult, NewTicket>({ status: "ok", ticketid: 501 }, calls.created),
        },
      }),
      ticketOptions: ticketOptionsMachine.provide({
        actors: {
          fetchAgreements: resolves<ReadonlyArray<AgreementSummary>>(agreements),
          fetchContacts: resolves<ReadonlyArray<string>>(["Ada"]),
          fetchLocations: resolves<ReadonlyArray<LocationOption>>([plant], calls.locations),
          fetchEquipment: resolves<ReadonlyArray<EquipmentOption>>([pump], calls.equipment),
        },
      }),
    },
  })
  const page = createActor(machine, { input: { defaults } }).start()
  const { form, options } = page.getSnapshot().children
  return { page, calls, form: form!, options: options! }
}

const optionsIdle = (options: ReturnType<typeof start>["options"]) =>
  waitFor(options, (s) => s.matches({ agreements: "done", locations: "idle", equipment: "idle" }))

describe("newTicketPageMachine", () => {
  it("a chosen agreement loads its locations, a chosen location the equipment there", async () => {
    const { page, calls, options } = start()
    page.send({ type: "form.change", field: "agreementid", value: 4 })
    await optionsIdle(options)
    page.send({ type: "form.change", field: "locationid", value: 9 })
    await optionsIdle(options)
    expect(calls.locations).toEqual([{ agreementids: [4] }])
    expect(calls.equipment).toEqual([{ agreementid: 4, locationid: 9 }])
    expect(options.getSnapshot().context.equipment).toEqual({ "4:9": [pump] })
  })

  it("typing in the other fields asks for no choices", async () => {
    const { page, calls, options } = start()
    page.send({ type: "form.input", field: "problem", value: "Jammed" })
    page.send({ type: "form.change", field: "contactname", value: "Ann" })
    await optionsIdle(options)
    expect([calls.locations, calls.equipment]).toEqual([[], []])
  })

  it("a prefilled agreement loads its locations at start", async () => {
    const { calls, options } = start({ agreementid: 4 })
    await optionsIdle(options)
    expect(calls.locations).toEqual([{ agreementids: [4] }])
  })

  it("the created ticket goes to the host", async () => {
    const { page, form } = start({ contactname: "Ann Lee" })
    const created: number[] = []
    page.on("ticket.created", (e) => created.push(e.ticketid))
    page.send({ type: "form.change", field: "agreementid", value: 4 })
    page.send({ type: "form.change", field: "locationid", value: 9 })
    page.send({ type: "form.change", field: "problem", value: "Jammed" })
    page.send({ type: "form.submit" })
    await waitFor(form, (s) => s.matches("done"))
    await waitFor(page, () => created.length > 0)
    expect(created).toEqual([501])
  })
})

import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { AgreementSummary } from "../../schema/agreement.ts"
import type { TicketList } from "../../schema/ticket.ts"
import { resolves } from "../../testing/fake-actors.ts"
import { type RequestExportInput, ticketExportMachine } from "../ticket-export/ticket-export.machine.ts"
import { type FetchPageInput, ticketListMachine } from "../ticket-list/ticket-list.machine.ts"
import {
  type EquipmentOption,
  type FetchLocationsInput,
  type LocationOption,
  ticketOptionsMachine,
} from "../ticket-options/ticket-options.machine.ts"
import { ticketListPageMachine } from "./ticket-list-page.machine.ts"

const agreements: AgreementSummary[] = [
  { agreementid: 3, agreementname: "Care", active: true },
  { agreementid: 7, agreementname: "Parts", active: true },
]
const sheet = new Uint8Array([0x50, 0x4b])

const start = (params = {}) => {
  const calls = {
    pages: [] as FetchPageInput[],
    locations: [] as FetchLocationsInput[],
    exports: [] as RequestExportInput[],
  }
  const machine = ticketListPageMachine.provide({
    actors: {
      ticketList: ticketListMachine.provide({
        actors: { fetchPage: resolves<TicketList, FetchPageInput>({ items: [], count: 0 }, calls.pages) },
      }),
      ticketOptions: ticketOptionsMachine.provide({
        actors: {
          fetchAgreements: resolves<ReadonlyArray<AgreementSummary>>(agreements),
          fetchContacts: resolves<ReadonlyArray<string>>([]),
          fetchLocations: resolves<ReadonlyArray<LocationOption>>([], calls.locations),
          fetchEquipment: resolves<ReadonlyArray<EquipmentOption>>([]),
        },
      }),
      ticketExport: ticketExportMachine.provide({
        actors: {
          requestExport: resolves({ url: "/v1/excel/files/abcdef12" }, calls.exports),
          fetchExport: resolves<Uint8Array>(sheet),
        },
      }),
    },
  })
  const page = createActor(machine, { input: { params } }).start()
  const { list, options, export: exporter } = page.getSnapshot().children
  return { page, calls, list: list!, options: options!, exporter: exporter! }
}

const optionsIdle = (options: ReturnType<typeof start>["options"]) =>
  waitFor(options, (s) => s.matches({ agreements: "done", locations: "idle" }))

describe("ticketListPageMachine", () => {
  it("list events reach the list child", async () => {
    const { page, calls, list } = start()
    page.send({ type: "list.urlChange", params: { status: "open", page: "2" } })
    await waitFor(list, (s) => s.matches("none"))
    expect(list.getSnapshot().context).toMatchObject({ status: "open" })
    expect(calls.pages[0]?.query).toMatchObject({ filters: { ticketstatus: ["O"] } })
  })

  it("the Locations filter covers every active agreement until some are chosen", async () => {
    const { page, calls, options } = start()
    await optionsIdle(options)
    expect(calls.locations).toEqual([{ agreementids: [3, 7] }])
    page.send({ type: "list.filterChange", filters: { agreements: [7, 9] } })
    await optionsIdle(options)
    expect(calls.locations).toEqual([{ agreementids: [3, 7] }, { agreementids: [9] }])
    expect(options.getSnapshot().context.scope).toEqual([7, 9])
  })

  it("a deep link's agreements are the scope from the start", async () => {
    const { calls, options } = start({ filters: { agreements: [7] } })
    await optionsIdle(options)
    expect(calls.locations).toEqual([{ agreementids: [7] }])
  })

  it("an export takes the list's current filters and hands the sheet to the host", async () => {
    const { page, calls, list, exporter } = start()
    const saved: Uint8Array[] = []
    page.on("export.ready", (e) => saved.push(e.data))
    page.send({ type: "list.statusChange", status: "closed" })
    await waitFor(list, (s) => s.matches("none"))
    page.send({ type: "export.request", timeZone: "Europe/Berlin" })
    await waitFor(exporter, (s) => s.matches("idle") && saved.length > 0)
    expect(calls.exports[0]?.query).toMatchObject({
      filters: { ticketstatus: ["C", "P", "N"] },
      timezone: "Europe/Berlin",
    })
    expect(saved).toEqual([sheet])
  })

  it("counts each ticket changed live once, never asks by itself, and forgets them when the list asks again", async () => {
    const { page, calls, list } = start()
    page.send({ type: "list.load" })
    await waitFor(list, (s) => s.matches("none") && calls.pages.length === 1)
    page.send({ type: "live.ticketChanged", ticketid: 41, kind: "ticket.comment" })
    page.send({ type: "live.ticketChanged", ticketid: 42, kind: "ticket.status" })
    page.send({ type: "live.ticketChanged", ticketid: 41, kind: "ticket.file" })
    expect(page.getSnapshot().context.changed).toEqual([41, 42])
    expect(calls.pages).toHaveLength(1)
    page.send({ type: "list.refresh", force: true })
    expect(page.getSnapshot().context.changed).toEqual([])
    await waitFor(list, (s) => s.matches("none"))
    expect(calls.pages).toHaveLength(2)
  })

  it("a reset marks the list stale until it asks again", async () => {
    const { page, list } = start()
    page.send({ type: "list.load" })
    await waitFor(list, (s) => s.matches("none"))
    page.send({ type: "live.ticketsReset" })
    expect(page.getSnapshot().context).toMatchObject({ stale: true, changed: [] })
    page.send({ type: "list.refresh", force: true })
    expect(page.getSnapshot().context.stale).toBe(false)
  })
})

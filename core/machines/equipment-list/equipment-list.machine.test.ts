import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { SalesforceAccount } from "../../schema/agreement.ts"
import type { EquipmentColumns, EquipmentList } from "../../schema/equipment.ts"
import type { EquipmentListQuery } from "../../schema/equipment-list-query.ts"
import { type EquipmentFilterOptions, equipmentListMachine } from "./equipment-list.machine.ts"

const start = (count = 120, chooseAccount = false) => {
  const queries: EquipmentListQuery[] = []
  const saved: EquipmentColumns[] = []
  let columnLoads = 0
  let accountLoads = 0
  let optionLoads = 0
  const actor = createActor(
    equipmentListMachine.provide({
      actors: {
        fetchPage: fromPromise(
          async ({ input }: { input: { query: EquipmentListQuery } }): Promise<EquipmentList> => {
            queries.push(input.query)
            const items =
              input.query.offset >= count ? [] : [{ equipmentid: input.query.offset + 1 } as never]
            return { items, count }
          },
        ),
        fetchColumns: fromPromise(async () => {
          columnLoads += 1
          return { columns: ["description", "oem"] } as EquipmentColumns
        }),
        saveColumns: fromPromise(async ({ input }: { input: EquipmentColumns }) => {
          saved.push(input)
          return input
        }),
        fetchOptions: fromPromise(async (): Promise<EquipmentFilterOptions> => {
          optionLoads += 1
          return {
            agreements: [
              { agreementid: 70, agreementname: "Globex Full", customerid: 7 },
              { agreementid: 80, agreementname: "Initech Parts", customerid: 8 },
            ],
            locations: [],
            oems: ["Dell"],
            slas: [],
          }
        }),
        fetchAccounts: fromPromise(async (): Promise<ReadonlyArray<SalesforceAccount>> => {
          accountLoads += 1
          return [{ groupID: 7, name: "Globex", agreementcount: 2 }]
        }),
        fetchLocations: fromPromise(
          async (): Promise<EquipmentFilterOptions["locations"]> => [
            { locationid: 4, locationname: "Plant", agreementids: [70] },
            { locationid: 5, locationname: "Depot", agreementids: [80] },
          ],
        ),
      },
    }),
    { input: { chooseAccount } },
  )
  actor.start()
  return {
    actor,
    queries,
    saved,
    loads: () => columnLoads,
    accountLoads: () => accountLoads,
    optionLoads: () => optionLoads,
  }
}

const settled = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => s.matches({ list: "none" }) && s.matches({ columns: "ready" }))

describe("equipment list machine", () => {
  it("sends the default filter, page size 50 and description ascending; loads the saved columns once", async () => {
    const { actor, queries, loads } = start()
    actor.send({ type: "list.load" })
    const s = await settled(actor)
    expect(queries[0]).toMatchObject({
      offset: 0,
      limit: 50,
      sort: { field: "description", direction: "asc" },
      filters: {
        agreementactive: ["1"],
        contracttype: [
          "Full Maintenance",
          "Warranty Uplift",
          "Warranty Track",
          "Future Start Date",
          "Parts Only",
        ],
      },
    })
    expect(s.context.columns).toEqual(["description", "oem"])
    actor.send({ type: "list.filterChange", filters: { contracttype: "All" } })
    await settled(actor)
    expect(queries.at(-1)!.filters).toEqual({ contracttype: ["All"] })
    expect(loads()).toBe(1)
  })

  it("reuses the cached result for an identical request unless forced", async () => {
    const { actor, queries } = start()
    actor.send({ type: "list.load" })
    await settled(actor)
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(queries).toHaveLength(1)
    actor.send({ type: "list.refresh", force: true })
    await waitFor(actor, (s) => s.matches({ list: "none" }) && queries.length === 2)
    expect(queries).toHaveLength(2)
  })

  it("pages within bounds, a new sort starts ascending on page 1, the same sort toggles", async () => {
    const { actor } = start(120)
    actor.send({ type: "list.load" })
    await settled(actor)
    actor.send({ type: "list.pageSet", page: 99 })
    expect(actor.getSnapshot().context.page).toBe(2)
    actor.send({ type: "list.pageNext" })
    expect(actor.getSnapshot().context.page).toBe(2)
    actor.send({ type: "list.sortChange", field: "oem" })
    expect(actor.getSnapshot().context).toMatchObject({ sort: "oem", sortDirection: "asc", page: 0 })
    actor.send({ type: "list.sortChange", field: "oem" })
    expect(actor.getSnapshot().context.sortDirection).toBe("desc")
  })

  it("saves a column choice in the chooser's order", async () => {
    const { actor, saved } = start()
    await settled(actor)
    actor.send({ type: "columns.change", columns: ["ticketcount", "bogus" as never, "oem"] })
    await waitFor(actor, (s) => s.matches({ columns: "ready" }) && saved.length === 1)
    expect(saved).toEqual([{ columns: ["oem", "ticketcount"] }])
  })

  it("staff: loads the accounts once; choosing one filters by it on page 1, clearing it lifts that", async () => {
    const { actor, queries, accountLoads } = start(120, true)
    actor.send({ type: "list.load" })
    await waitFor(actor, (s) => s.matches({ accounts: "done" }) && s.matches({ list: "none" }))
    expect(actor.getSnapshot().context.accounts).toEqual([{ groupID: 7, name: "Globex", agreementcount: 2 }])
    actor.send({ type: "list.pageSet", page: 1 })
    await settled(actor)
    actor.send({ type: "list.filterChange", filters: { account: 7 } })
    await settled(actor)
    expect(actor.getSnapshot().context.page).toBe(0)
    expect(queries.at(-1)!.filters.salesforceaccountid).toEqual([7])
    actor.send({ type: "list.filterChange", filters: { account: null } })
    await settled(actor)
    expect(queries.at(-1)!.filters.salesforceaccountid).toBeUndefined()
    expect(accountLoads()).toBe(1)
  })

  it("loads the filter choices once a filter offering them is wanted, not with the list (issue 25)", async () => {
    const { actor, optionLoads } = start()
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(actor.getSnapshot().matches({ options: "unwanted" })).toBe(true)
    expect(optionLoads()).toBe(0)
    actor.send({ type: "list.optionsWanted" })
    await waitFor(actor, (s) => s.matches({ options: "done" }))
    expect(actor.getSnapshot().context.options?.oems).toEqual(["Dell"])
    actor.send({ type: "list.optionsWanted" })
    await settled(actor)
    expect(optionLoads()).toBe(1)
  })

  it("loads the choices with the list when the view holds chosen agreements or locations", async () => {
    for (const filters of [{ agreements: [70] }, { locations: [4] }]) {
      const { actor, optionLoads } = start()
      actor.send({ type: "list.filterChange", filters })
      await waitFor(actor, (s) => s.matches({ options: "done" }) && s.matches({ list: "none" }))
      expect(optionLoads()).toBe(1)
      actor.stop()
    }
  })

  it("staff: a newly chosen account keeps only the agreements and locations it covers", async () => {
    const { actor, queries } = start(120, true)
    actor.send({ type: "list.load" })
    actor.send({ type: "list.optionsWanted" })
    await waitFor(actor, (s) => s.matches({ options: "done" }) && s.matches({ list: "none" }))
    expect(actor.getSnapshot().context.options?.locations.map((l) => l.locationid)).toEqual([4, 5])
    actor.send({ type: "list.filterChange", filters: { agreements: [70, 80], locations: [4, 5] } })
    await settled(actor)
    actor.send({ type: "list.filterChange", filters: { account: 7 } })
    await settled(actor)
    const { filters } = actor.getSnapshot().context
    expect(filters.agreements).toEqual([70])
    expect(filters.locations).toEqual([4])
    expect(queries.at(-1)!.filters.locationid).toEqual([4])
  })

  it("a company user gets no account lookup", async () => {
    const { actor, accountLoads } = start()
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(actor.getSnapshot().matches({ accounts: "done" })).toBe(true)
    expect(accountLoads()).toBe(0)
  })
})

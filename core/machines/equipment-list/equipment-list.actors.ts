import { Effect } from "effect"
import { PAGE_SIZES } from "../../domain/constants.ts"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { EquipmentColumns } from "../../schema/equipment.ts"
import { liveFetchAccounts } from "../shared/accounts.ts"
import type { EquipmentFilterOptions, FetchEquipmentPageInput } from "./equipment-list.context.ts"
import { equipmentListMachine } from "./equipment-list.machine.ts"

/**
 * Active agreements, OEMs and SLAs, sent together. (A replay hands an invocation its answers when it
 * is done, so one invocation never waits on one of its own answers to send its next call.)
 */
const filterOptions = Effect.all(
  [
    withClient((c) =>
      c.shell.agreements({ query: { active: "true", s: "agreementid,agreementname,active,customerid" } }),
    ),
    withClient((c) => c.equipment.oem()),
    withClient((c) => c.equipment.sla()),
  ],
  { concurrency: 3 },
).pipe(
  Effect.map(
    ([agreements, oems, slas]): EquipmentFilterOptions => ({
      agreements: agreements.results.map((a) => ({
        agreementid: a.agreementid,
        agreementname: a.agreementname,
        customerid: a.customerid ?? 0,
      })),
      locations: [],
      oems: oems.results.map((o) => o.oem),
      slas: slas.results.map((s) => s.responsetime),
    }),
  ),
)

/**
 * The locations the agreements cover (GET /v1/contracts, page size 1000), by name, each once with
 * the agreements that cover it (the filter offers a chosen account's, `locationChoices`).
 */
const coveredLocations = (agreementids: ReadonlyArray<number>) =>
  Effect.forEach(
    agreementids,
    (agreementid) =>
      withClient((c) => c.shell.contracts({ query: { agreementid, pl: PAGE_SIZES.agreementLocations } })),
    { concurrency: 4 },
  ).pipe(
    Effect.map((answers): EquipmentFilterOptions["locations"] => {
      const locations = new Map<number, { locationname: string | null; agreementids: number[] }>()
      answers.forEach((answer, i) => {
        for (const row of answer.AgreementLocations) {
          const known = locations.get(row.locationid) ?? { locationname: row.locationname, agreementids: [] }
          known.agreementids.push(agreementids[i]!)
          locations.set(row.locationid, known)
        }
      })
      return [...locations]
        .map(([locationid, l]) => ({ locationid, ...l }))
        .sort((a, b) => (a.locationname ?? "").localeCompare(b.locationname ?? ""))
    }),
  )

/**
 * Live equipment list actors: GET /v1/userequipment with the typed query, and the column choice
 * (GET and PUT /v1/preferences/equipment-columns).
 */
export const makeEquipmentListActors = (runtime: PortalRuntime) => ({
  fetchPage: effectActor(runtime, (input: FetchEquipmentPageInput) =>
    withClient((client) => client.equipment.list({ query: input.query })),
  ),
  fetchColumns: effectTask(
    runtime,
    withClient((client) => client.equipment.columns()),
  ),
  fetchOptions: effectTask(runtime, filterOptions),
  fetchAccounts: liveFetchAccounts(runtime),
  fetchLocations: effectActor(runtime, (input: { agreementids: ReadonlyArray<number> }) =>
    coveredLocations(input.agreementids),
  ),
  saveColumns: effectActor(runtime, (input: EquipmentColumns) =>
    withClient((client) => client.equipment.saveColumns({ payload: input })),
  ),
})

/** The equipment list machine wired to the runtime. */
export const liveEquipmentListMachine = (runtime: PortalRuntime) =>
  equipmentListMachine.provide({ actors: makeEquipmentListActors(runtime) })

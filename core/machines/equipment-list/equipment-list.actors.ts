import { Effect } from "effect"
import { PAGE_SIZES } from "../../domain/constants.ts"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { EquipmentColumns } from "../../schema/equipment.ts"
import {
  type EquipmentFilterOptions,
  equipmentListMachine,
  type FetchEquipmentPageInput,
} from "./equipment-list.machine.ts"

/** Active agreements, the locations they cover (GET /v1/contracts, page size 1000), OEMs and SLAs. */
const filterOptions = Effect.gen(function* () {
  const [agreements, oems, slas] = yield* Effect.all(
    [
      withClient((c) =>
        c.shell.agreements({ query: { active: "true", s: "agreementid,agreementname,active" } }),
      ),
      withClient((c) => c.equipment.oem()),
      withClient((c) => c.equipment.sla()),
    ],
    { concurrency: 3 },
  )
  const covered = yield* Effect.forEach(
    agreements.results,
    (a) =>
      withClient((c) =>
        c.shell.contracts({ query: { agreementid: a.agreementid, pl: PAGE_SIZES.agreementLocations } }),
      ),
    { concurrency: 4 },
  )
  const locations = new Map<number, string | null>()
  for (const answer of covered)
    for (const row of answer.AgreementLocations) locations.set(row.locationid, row.locationname)
  return {
    agreements: agreements.results.map((a) => ({
      agreementid: a.agreementid,
      agreementname: a.agreementname,
    })),
    locations: [...locations]
      .map(([locationid, locationname]) => ({ locationid, locationname }))
      .sort((a, b) => (a.locationname ?? "").localeCompare(b.locationname ?? "")),
    oems: oems.results.map((o) => o.oem),
    slas: slas.results.map((s) => s.responsetime),
  }
}).pipe(Effect.map((options): EquipmentFilterOptions => options))

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
  saveColumns: effectActor(runtime, (input: EquipmentColumns) =>
    withClient((client) => client.equipment.saveColumns({ payload: input })),
  ),
})

/** The equipment list machine wired to the runtime. */
export const liveEquipmentListMachine = (runtime: PortalRuntime) =>
  equipmentListMachine.provide({ actors: makeEquipmentListActors(runtime) })

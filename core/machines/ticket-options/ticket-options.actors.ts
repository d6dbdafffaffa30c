import { Effect } from "effect"
import { locationAddressLines } from "../../domain/tickets/location.ts"
import { effectActor, effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { AgreementLocation } from "../../schema/agreement.ts"
import { ticketOptionsMachine } from "./ticket-options.machine.ts"
import type {
  EquipmentOption,
  FetchEquipmentInput,
  FetchLocationsInput,
  LocationOption,
} from "./ticket-options.types.ts"

/** Agreement location page size (spec section 9). */
const CONTRACTS_PAGE = 1000

const toLocation = (row: AgreementLocation): LocationOption => ({
  agreementid: row.agreementid,
  locationid: row.locationid,
  locationname: row.locationname,
  address: locationAddressLines(row),
})

const toEquipment = (row: AgreementLocation): EquipmentOption[] =>
  row.equipmentid === null
    ? []
    : [
        {
          equipmentid: row.equipmentid,
          description: row.description,
          modelnumber: row.modelnumber,
          serialnumber: row.serialnumber,
        },
      ]

/**
 * Live option actors: active agreements (GET /v1/agreements?active=true), ticket contact names
 * (GET /v1/ticketcontacts), an agreement's locations and the equipment at one of them
 * (GET /v1/contracts, page size 1000).
 */
export const makeTicketOptionsActors = (runtime: PortalRuntime) => ({
  fetchAgreements: effectTask(
    runtime,
    withClient((client) =>
      client.shell.agreements({ query: { active: "true", s: "agreementid,agreementname,active" } }),
    ).pipe(Effect.map((answer) => answer.results)),
  ),
  fetchContacts: effectTask(
    runtime,
    withClient((client) => client.tickets.contacts()).pipe(Effect.map((answer) => answer.TicketContacts)),
  ),
  fetchLocations: effectActor(runtime, (input: FetchLocationsInput) =>
    Effect.forEach(
      input.agreementids,
      (agreementid) =>
        withClient((client) => client.shell.contracts({ query: { agreementid, pl: CONTRACTS_PAGE } })),
      { concurrency: 4 },
    ).pipe(
      Effect.map(
        (answers): ReadonlyArray<LocationOption> =>
          answers.flatMap((a) => a.AgreementLocations.map(toLocation)),
      ),
    ),
  ),
  fetchEquipment: effectActor(runtime, (input: FetchEquipmentInput) =>
    withClient((client) =>
      client.shell.contracts({
        query: { agreementid: input.agreementid, locationid: input.locationid, pl: CONTRACTS_PAGE },
      }),
    ).pipe(
      Effect.map((answer): ReadonlyArray<EquipmentOption> => answer.AgreementLocations.flatMap(toEquipment)),
    ),
  ),
})

/** The options machine wired to the runtime. */
export const liveTicketOptionsMachine = (runtime: PortalRuntime) =>
  ticketOptionsMachine.provide({ actors: makeTicketOptionsActors(runtime) })

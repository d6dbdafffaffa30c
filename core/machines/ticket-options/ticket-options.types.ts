import type { EndpointFailure } from "../../runtime/failures.ts"
import type { AgreementSummary } from "../../schema/agreement.ts"

/** Failures of the option calls: GET /v1/agreements, /v1/ticketcontacts and /v1/contracts. */
export type TicketOptionsFailure =
  | EndpointFailure<"shell", "agreements">
  | EndpointFailure<"tickets", "contacts">
  | EndpointFailure<"shell", "contracts">

/** A location an agreement covers, as the form and filters offer it. */
export interface LocationOption {
  readonly agreementid: number
  readonly locationid: number
  readonly locationname: string | null
  /** Address lines, trimmed (see `locationAddressLines`). */
  readonly address: ReadonlyArray<string>
}

/** Equipment under an agreement at a location. */
export interface EquipmentOption {
  readonly equipmentid: number
  readonly description: string | null
  readonly modelnumber: string | null
  readonly serialnumber: string | null
}

export interface TicketOptionsContext {
  /** Active agreements (GET /v1/agreements?active=true); null until loaded. */
  readonly agreements: ReadonlyArray<AgreementSummary> | null
  /** Ticket contact names (GET /v1/ticketcontacts); null until loaded. */
  readonly contacts: ReadonlyArray<string> | null
  /** Locations by agreement id, filled on demand. */
  readonly locations: Readonly<Record<number, ReadonlyArray<LocationOption>>>
  /** Equipment by `equipmentKey(agreementid, locationid)`, filled on demand. */
  readonly equipment: Readonly<Record<string, ReadonlyArray<EquipmentOption>>>
  /**
   * The agreements the list filters chose (all active ones when empty), whose locations load as
   * they change; null where no filter scope is in use (the new-ticket form).
   */
  readonly scope: ReadonlyArray<number> | null
  /** Agreement ids asked for but not loaded yet. */
  readonly wantedLocations: ReadonlyArray<number>
  readonly wantedEquipment: { readonly agreementid: number; readonly locationid: number } | null
  /** The last failure of any options call; the rest of the options stay usable. */
  readonly error: TicketOptionsFailure | null
}

export type TicketOptionsEvent =
  | { readonly type: "options.scopeChange"; readonly agreementids: ReadonlyArray<number> }
  | { readonly type: "options.locationsNeed"; readonly agreementids: ReadonlyArray<number> }
  | { readonly type: "options.equipmentNeed"; readonly agreementid: number; readonly locationid: number }

export interface FetchLocationsInput {
  readonly agreementids: ReadonlyArray<number>
}

export interface FetchEquipmentInput {
  readonly agreementid: number
  readonly locationid: number
}

export const equipmentKey = (agreementid: number, locationid: number): string =>
  `${agreementid}:${locationid}`

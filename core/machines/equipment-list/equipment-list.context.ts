import type { EquipmentColumn } from "../../domain/equipment/fields.ts"
import type { AgreementChoice, LocationChoice } from "../../domain/equipment/agreement-choices.ts"
import type { EquipmentListParams } from "../../domain/equipment/list-url.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { SalesforceAccount } from "../../schema/agreement.ts"
import type { Equipment } from "../../schema/equipment.ts"
import type { EquipmentListQuery } from "../../schema/equipment-list-query.ts"
import type { AccountsFailure } from "../shared/accounts.ts"
import type { PagedResults } from "../shared/paged-list.ts"

export type EquipmentListFailure = EndpointFailure<"equipment", "list">
export type ColumnsFailure = EndpointFailure<"equipment", "saveColumns">

/** The parameters, the last request (its key: `equipmentListRequestKey`), columns and choices. */
export interface EquipmentListContext
  extends EquipmentListParams,
    PagedResults<Equipment, EquipmentListFailure> {
  /** The visible columns: the user's choice kept on the server, the defaults until it has loaded. */
  readonly columns: ReadonlyArray<EquipmentColumn>
  /** Why loading or saving the column choice failed (the list still shows). */
  readonly columnsError: ColumnsFailure | null
  /** The stored choice has been read (or failed to be). */
  readonly columnsLoaded: boolean
  /** Null until loaded (or when loading failed: the filters then offer what the URL holds). */
  readonly options: EquipmentFilterOptions | null
  /** Staff and sales reps choose a customer account (spec section 2, account lookup input). */
  readonly chooseAccount: boolean
  /** The accounts to choose from (empty unless `chooseAccount`). */
  readonly accounts: ReadonlyArray<SalesforceAccount>
  readonly accountsError: AccountsFailure | null
}

/**
 * Choices of the filters: the caller's active agreements (each with its account; the filter offers
 * the chosen account's, `agreementChoices`), the locations they cover (each with its agreements;
 * the filter offers the chosen account's, `locationChoices`), OEMs and SLAs.
 */
export interface EquipmentFilterOptions {
  readonly agreements: ReadonlyArray<AgreementChoice>
  readonly locations: ReadonlyArray<LocationChoice>
  readonly oems: ReadonlyArray<string>
  readonly slas: ReadonlyArray<string>
}

export type OptionsFailure =
  | EndpointFailure<"equipment", "oem">
  | EndpointFailure<"equipment", "sla">
  | EndpointFailure<"shell", "agreements">
  | EndpointFailure<"shell", "contracts">

export interface EquipmentListInput {
  readonly params?: Partial<EquipmentListParams>
  readonly chooseAccount?: boolean
}

export interface FetchEquipmentPageInput {
  readonly query: EquipmentListQuery
}

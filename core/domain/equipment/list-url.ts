import { PAGE_SIZES } from "../constants.ts"
import type { SortDirection } from "../lists/sort.ts"
import { listUrlCodec, type UrlParams } from "../lists/url-codec.ts"
import { idField, idsField, optionalOneOfField, textsField } from "../lists/url-fields.ts"
import { CONTRACT_CATEGORIES, type ContractCategory } from "./contract-types.ts"
import { EQUIPMENT_SORT_FIELDS, type EquipmentSortField } from "./fields.ts"

/** Equipment search page size (spec section 9). */
export const DEFAULT_EQUIPMENT_PAGE_SIZE = PAGE_SIZES.equipmentSearch

/** Sorted by description ascending (spec section 7). */
export const DEFAULT_EQUIPMENT_SORT = { sort: "description", sortDirection: "asc" } as const satisfies {
  sort: EquipmentSortField
  sortDirection: SortDirection
}

/** Filters of the equipment list as the URL names them. */
export interface EquipmentListFilters {
  readonly agreements: ReadonlyArray<number>
  readonly locations: ReadonlyArray<number>
  readonly oem: ReadonlyArray<string>
  /** SLA labels. */
  readonly responsetime: ReadonlyArray<string>
  /** One category of spec section 4; null is the default filter of spec section 9. */
  readonly contracttype: ContractCategory | null
  readonly monitored: "1" | "0" | null
  /**
   * The customer account (company, an account group's groupID) staff and sales reps chose with the
   * account lookup (spec section 2); null is every account in the caller's scope.
   */
  readonly account: number | null
}

/** Everything the URL holds about the equipment list; `page` is zero-based. */
export interface EquipmentListParams {
  readonly page: number
  readonly pageSize: number
  readonly sort: EquipmentSortField
  readonly sortDirection: SortDirection
  readonly search: string
  readonly filters: EquipmentListFilters
}

/**
 * The `/equipment` URL: the ticket list's fallbacks (spec section 4) with the equipment defaults, page
 * size 50 and description ascending (a known field without a direction is descending).
 */
export const EQUIPMENT_LIST_URL = listUrlCodec({
  pageSize: DEFAULT_EQUIPMENT_PAGE_SIZE,
  sortFields: EQUIPMENT_SORT_FIELDS,
  defaultSort: DEFAULT_EQUIPMENT_SORT,
  directionFallback: "desc",
  head: {},
  filters: {
    agreements: idsField("agreements"),
    locations: idsField("locations"),
    oem: textsField("oem"),
    responsetime: textsField("sla"),
    contracttype: optionalOneOfField("contracttype", CONTRACT_CATEGORIES),
    monitored: optionalOneOfField("monitored", ["1", "0"]),
    account: idField("account"),
  },
})

export const DEFAULT_EQUIPMENT_LIST_PARAMS: EquipmentListParams = EQUIPMENT_LIST_URL.defaults

export const EMPTY_EQUIPMENT_FILTERS: EquipmentListFilters = DEFAULT_EQUIPMENT_LIST_PARAMS.filters

/**
 * URL to list state with the ticket list's fallbacks (spec section 4) and the equipment defaults:
 * page size 50, description ascending. With `previous`, a page size change resets the page.
 */
export const parseEquipmentListUrl: (
  params: UrlParams,
  previous?: EquipmentListParams,
) => EquipmentListParams = EQUIPMENT_LIST_URL.parse

/** List state to URL parameters (page one-based); defaults and empty values are left out. */
export const equipmentUrlParams: (state: EquipmentListParams) => Record<string, string> =
  EQUIPMENT_LIST_URL.params

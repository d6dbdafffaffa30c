import { PAGE_SIZES } from "../constants.ts"
import { splitList, trimSearch, type UrlParams } from "../tickets/list-url.ts"
import { pageFromUrl, pageSizeFromUrl, pageToUrl } from "../tickets/paging.ts"
import { parseSortDirection, type SortDirection } from "../tickets/sort.ts"
import { type ContractCategory, isContractCategory } from "./contract-types.ts"
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

export const EMPTY_EQUIPMENT_FILTERS: EquipmentListFilters = {
  agreements: [],
  locations: [],
  oem: [],
  responsetime: [],
  contracttype: null,
  monitored: null,
  account: null,
}

export const DEFAULT_EQUIPMENT_LIST_PARAMS: EquipmentListParams = {
  page: 0,
  pageSize: DEFAULT_EQUIPMENT_PAGE_SIZE,
  ...DEFAULT_EQUIPMENT_SORT,
  search: "",
  filters: EMPTY_EQUIPMENT_FILTERS,
}

const isSortField = (value: unknown): value is EquipmentSortField =>
  typeof value === "string" && (EQUIPMENT_SORT_FIELDS as ReadonlyArray<string>).includes(value)

/** An unknown sort falls back to description ascending; a direction other than ascending is descending. */
export const parseEquipmentSort = (sort: unknown, direction: unknown) =>
  isSortField(sort) ? { sort, sortDirection: parseSortDirection(direction) } : { ...DEFAULT_EQUIPMENT_SORT }

const idList = (value: string | null | undefined): number[] =>
  splitList(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)

const monitoredOf = (value: string | null | undefined): "1" | "0" | null =>
  value === "1" || value === "0" ? value : null

/**
 * URL to list state with the ticket list's fallbacks (spec section 4) and the equipment defaults:
 * page size 50, description ascending. With `previous`, a page size change resets the page.
 */
export const parseEquipmentListUrl = (
  params: UrlParams,
  previous?: EquipmentListParams,
): EquipmentListParams => {
  const pageSize = pageSizeFromUrl(params.pageSize, DEFAULT_EQUIPMENT_PAGE_SIZE)
  const pageSizeChanged = previous !== undefined && previous.pageSize !== pageSize
  const search = trimSearch(params.search)
  return {
    page: pageSizeChanged ? 0 : pageFromUrl(params.page),
    pageSize,
    ...parseEquipmentSort(params.sort, params.sortDirection),
    search: previous !== undefined && trimSearch(previous.search) === search ? previous.search : search,
    filters: {
      agreements: idList(params.agreements),
      locations: idList(params.locations),
      oem: splitList(params.oem),
      responsetime: splitList(params.sla),
      contracttype: isContractCategory(params.contracttype) ? params.contracttype : null,
      monitored: monitoredOf(params.monitored),
      account: idList(params.account)[0] ?? null,
    },
  }
}

/** List state to URL parameters (page one-based); defaults and empty values are left out. */
export const equipmentUrlParams = (state: EquipmentListParams): Record<string, string> => {
  const out: Record<string, string> = {}
  const set = (key: string, value: string | null | undefined) => {
    if (value !== undefined && value !== null && value !== "") out[key] = value
  }
  if (state.page > 0) set("page", pageToUrl(state.page))
  if (state.pageSize !== DEFAULT_EQUIPMENT_PAGE_SIZE) set("pageSize", String(state.pageSize))
  set("search", trimSearch(state.search))
  if (
    state.sort !== DEFAULT_EQUIPMENT_SORT.sort ||
    state.sortDirection !== DEFAULT_EQUIPMENT_SORT.sortDirection
  ) {
    set("sort", state.sort)
    set("sortDirection", state.sortDirection)
  }
  const f = state.filters
  set("agreements", f.agreements.join(","))
  set("locations", f.locations.join(","))
  set("oem", f.oem.join(","))
  set("sla", f.responsetime.join(","))
  set("contracttype", f.contracttype)
  set("monitored", f.monitored)
  set("account", f.account === null ? null : String(f.account))
  return out
}

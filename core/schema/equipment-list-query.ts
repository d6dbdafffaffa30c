import { Schema } from "effect"
import { CONTRACT_CATEGORIES, DEFAULT_EQUIPMENT_FILTER } from "../domain/equipment/contract-types.ts"
import {
  EQUIPMENT_LIST_FIELDS,
  EQUIPMENT_SEARCH_FIELDS,
  EQUIPMENT_SORT_FIELDS,
} from "../domain/equipment/fields.ts"
import {
  DEFAULT_EQUIPMENT_PAGE_SIZE,
  DEFAULT_EQUIPMENT_SORT,
  type EquipmentListParams,
} from "../domain/equipment/list-url.ts"
import { requestKey } from "../domain/lists/request-reuse.ts"
import { trimSearch } from "../domain/lists/search.ts"
import { MAX_PAGE_SIZE, pageOffset } from "../domain/lists/paging.ts"
import { codes, ids, strings } from "./list-query-filters.ts"
import { type ListFieldSet, type ListFilterQuery, listQuerySchema } from "./list-query.schema.ts"

/** The equipment list's field set (GET /v1/userequipment, spec sections 3 and 7). */
export const EQUIPMENT_LIST_QUERY = {
  listFields: EQUIPMENT_LIST_FIELDS,
  sortFields: EQUIPMENT_SORT_FIELDS,
  defaultSort: { field: DEFAULT_EQUIPMENT_SORT.sort, direction: DEFAULT_EQUIPMENT_SORT.sortDirection },
  searchFields: EQUIPMENT_SEARCH_FIELDS,
  filters: {
    agreementid: ids,
    locationid: ids,
    oem: strings,
    responsetime: strings,
    contracttype: codes(CONTRACT_CATEGORIES),
    monitored: codes(["0", "1"] as const),
    agreementactive: codes(["0", "1"] as const),
    /** The customer account (company) chosen by staff and sales reps; scope still applies. */
    salesforceaccountid: ids,
  },
  pageSize: { default: DEFAULT_EQUIPMENT_PAGE_SIZE, max: MAX_PAGE_SIZE },
} as const satisfies ListFieldSet

/** GET /v1/userequipment query. */
export const EquipmentListQuery = listQuerySchema(EQUIPMENT_LIST_QUERY)
export type EquipmentListQuery = typeof EquipmentListQuery.Type
export type EquipmentFilterQuery = ListFilterQuery<typeof EQUIPMENT_LIST_QUERY>
type Filters = EquipmentListQuery["filters"]

const nonEmpty = <A>(values: ReadonlyArray<A>): readonly [A, ...A[]] | undefined =>
  values.length > 0 ? (values as readonly [A, ...A[]]) : undefined

/**
 * The filters a query applies: its own, or the default filter of spec section 9 when it filters
 * neither by contract type nor by agreement activity. Contract type `All` lifts the default.
 */
export const effectiveEquipmentFilters = (filters: Filters): Filters =>
  filters.contracttype !== undefined || filters.agreementactive !== undefined
    ? filters
    : {
        ...filters,
        agreementactive: [...DEFAULT_EQUIPMENT_FILTER.agreementactive] as never,
        contracttype: [...DEFAULT_EQUIPMENT_FILTER.contracttype] as never,
      }

/**
 * List state to the GET /v1/userequipment query: the page, the sort, each filter set, the trimmed
 * search over every search field. Without a contract category the default filter is sent as is.
 */
export const buildEquipmentListQuery = (state: EquipmentListParams): EquipmentListQuery => {
  const f = state.filters
  const candidates: Filters = effectiveEquipmentFilters({
    agreementid: nonEmpty(f.agreements),
    locationid: nonEmpty(f.locations),
    oem: nonEmpty(f.oem),
    responsetime: nonEmpty(f.responsetime),
    contracttype: f.contracttype === null ? undefined : [f.contracttype],
    monitored: f.monitored === null ? undefined : [f.monitored],
    salesforceaccountid: f.account === null ? undefined : [f.account],
  })
  const term = trimSearch(state.search)
  return {
    offset: pageOffset(state.page, state.pageSize),
    limit: state.pageSize,
    sort: { field: state.sort, direction: state.sortDirection },
    fields: EQUIPMENT_LIST_FIELDS,
    filters: Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== undefined)),
    searches: term.length > 0 ? EQUIPMENT_SEARCH_FIELDS.map((field) => ({ field, term })) : [],
  }
}

const encodeEquipmentListQuery = Schema.encodeSync(EquipmentListQuery)

/** The cache key of a list request: its query as sent. */
export const equipmentListRequestKey = (query: EquipmentListQuery): string =>
  requestKey(encodeEquipmentListQuery(query))

import { setup } from "xstate"
import type { EquipmentColumns, EquipmentList } from "../../schema/equipment.ts"
import { buildEquipmentListQuery, equipmentListRequestKey } from "../../schema/equipment-list-query.ts"
import { fetchAccounts } from "../shared/accounts.ts"
import { pagedList } from "../shared/paged-list.chart.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  ColumnsFailure,
  EquipmentFilterOptions,
  EquipmentListContext,
  EquipmentListFailure,
  EquipmentListInput,
  FetchEquipmentPageInput,
  OptionsFailure,
} from "./equipment-list.context.ts"
import { type EquipmentListEvent, nextEquipmentListState } from "./equipment-list.events.ts"

/** Debounce of search typing (spec section 9). */
export const EQUIPMENT_SEARCH_DEBOUNCE_MS = 300

const fetchPage = providedByRuntime<EquipmentList, FetchEquipmentPageInput, EquipmentListFailure>("fetchPage")
export const fetchColumns = providedByRuntime<EquipmentColumns, void, ColumnsFailure>("fetchColumns")
export const saveColumns = providedByRuntime<EquipmentColumns, EquipmentColumns, ColumnsFailure>(
  "saveColumns",
)
const fetchOptions = providedByRuntime<EquipmentFilterOptions, void, OptionsFailure>("fetchOptions")
const fetchLocations = providedByRuntime<
  EquipmentFilterOptions["locations"],
  { agreementids: ReadonlyArray<number> },
  OptionsFailure
>("fetchLocations")

/** The list region: the paged-list chart with the equipment query and parameter rules. */
export const equipmentPagedList = pagedList({
  queryOf: (context: EquipmentListContext) => buildEquipmentListQuery(context),
  requestKeyOf: equipmentListRequestKey,
  nextParams: nextEquipmentListState,
  paramEvents: ["list.filterChange"],
  fetchPage,
})

/**
 * What every region of the equipment list is typed against: its regions are declared with
 * `equipmentListSetup.createStateConfig` in their own files.
 */
export const equipmentListSetup = setup({
  types: {} as {
    context: EquipmentListContext
    events: EquipmentListEvent
    input: EquipmentListInput | undefined
  },
  actors: { fetchPage, fetchColumns, saveColumns, fetchOptions, fetchLocations, fetchAccounts },
  delays: { searchDebounce: EQUIPMENT_SEARCH_DEBOUNCE_MS },
  guards: {
    ...equipmentPagedList.guards,
    isFirstViewShown: ({ context }) => context.results !== null && context.columnsLoaded,
    hasChosenPlaces: ({ context }) =>
      context.filters.agreements.length > 0 || context.filters.locations.length > 0,
  },
  actions: equipmentPagedList.actions,
})

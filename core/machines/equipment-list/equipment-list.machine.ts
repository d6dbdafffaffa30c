import { DEFAULT_EQUIPMENT_COLUMNS } from "../../domain/equipment/fields.ts"
import { DEFAULT_EQUIPMENT_LIST_PARAMS } from "../../domain/equipment/list-url.ts"
import { NO_RESULTS } from "../shared/paged-list.ts"
import { equipmentAccountsRegion } from "./equipment-accounts.region.ts"
import { equipmentColumnsRegion } from "./equipment-columns.region.ts"
import { equipmentListSetup, equipmentPagedList } from "./equipment-list.setup.ts"
import { equipmentOptionsRegion } from "./equipment-options.region.ts"

export type {
  ColumnsFailure,
  EquipmentFilterOptions,
  EquipmentListContext,
  EquipmentListFailure,
  EquipmentListInput,
  FetchEquipmentPageInput,
  OptionsFailure,
} from "./equipment-list.context.ts"
export type { EquipmentListEvent } from "./equipment-list.events.ts"
export { EQUIPMENT_SEARCH_DEBOUNCE_MS } from "./equipment-list.setup.ts"

/**
 * Equipment list: the paged-list chart (`pagedList`) as its `list` region, with the equipment
 * defaults (page size 50, description ascending, the default filter of spec section 9), beside the
 * column choice, the filter choices and the account lookup, each a region of its own.
 */
export const equipmentListMachine = equipmentListSetup.createMachine({
  id: "equipmentList",
  context: ({ input }) => ({
    ...DEFAULT_EQUIPMENT_LIST_PARAMS,
    ...input?.params,
    ...NO_RESULTS,
    columns: DEFAULT_EQUIPMENT_COLUMNS,
    columnsError: null,
    columnsLoaded: false,
    options: null,
    chooseAccount: input?.chooseAccount === true,
    accounts: [],
    accountsError: null,
  }),
  type: "parallel",
  states: {
    // The list's events are handled by its region: a transition on the parallel root would exit
    // and restart every region (the column choice and the filter options would load again).
    list: equipmentPagedList.chart,
    options: equipmentOptionsRegion,
    accounts: equipmentAccountsRegion,
    columns: equipmentColumnsRegion,
  },
})

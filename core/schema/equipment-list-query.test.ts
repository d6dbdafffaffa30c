import { describe, expect, it } from "vitest"
import { DEFAULT_EQUIPMENT_LIST_PARAMS, parseEquipmentListUrl } from "../domain/equipment/list-url.ts"
import { buildEquipmentListQuery } from "./equipment-list-query.ts"

describe("equipment list query", () => {
  it("sends the chosen customer account (staff and sales reps) as the salesforceaccountid filter", () => {
    const view = parseEquipmentListUrl({ account: "7", search: "rack" })
    expect(buildEquipmentListQuery(view).filters.salesforceaccountid).toEqual([7])
    expect(buildEquipmentListQuery(DEFAULT_EQUIPMENT_LIST_PARAMS).filters.salesforceaccountid).toBeUndefined()
  })
})

import { describe, expect, it } from "vitest"
import { parseEquipmentListUrl } from "../../../core/domain/equipment/list-url.ts"
import { toEquipmentUrlParams } from "./equipment-options.ts"

describe("portal equipment list --account", () => {
  it("is the /equipment URL's account, checked as a whole number", () => {
    const params = toEquipmentUrlParams({ account: "3", contracttype: "All" })
    expect(params).toMatchObject({ account: "3", contracttype: "All" })
    expect(parseEquipmentListUrl(params).filters.account).toBe(3)
    expect(() => toEquipmentUrlParams({ account: "globex" })).toThrow(/--account must be a whole number/)
  })
})

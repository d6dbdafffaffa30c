import { describe, expect, it } from "vitest"
import { EQUIPMENT_LIST_FIELDS } from "../../core/domain/equipment/fields.ts"
import { type EquipmentRow, equipmentSelectList, toEquipment } from "./equipment-rows.ts"

describe("the equipment select list and rows, derived from the declared fields", () => {
  it("selects every declared field under its own name, in order", () => {
    const names = equipmentSelectList.split(", ").map((part) => /(?:AS |e\.)(\w+)$/.exec(part)?.[1])
    // The one-line address is derived from the parts, not read.
    expect(names).toEqual(EQUIPMENT_LIST_FIELDS.filter((f) => f !== "locationaddress"))
    expect(equipmentSelectList).toContain("l.locationcounty AS locationcounty")
    expect(equipmentSelectList).toContain("e.securitylevel")
    expect(equipmentSelectList).toContain("c.companyname AS customername")
    expect(equipmentSelectList).toContain("a.active AS agreementactive")
  })

  it("turns the driver's dates into ISO text and keeps the rest", () => {
    const row = Object.fromEntries(EQUIPMENT_LIST_FIELDS.map((f) => [f, null])) as unknown as EquipmentRow
    const item = toEquipment({
      ...row,
      equipmentid: 7,
      startdate: new Date("2026-01-02T03:04:05Z"),
      expirationdate: "2027-01-01T00:00:00Z",
      createddate: new Date("2025-05-05T00:00:00Z"),
    })
    expect(item).toMatchObject({
      equipmentid: 7,
      startdate: "2026-01-02T03:04:05.000Z",
      expirationdate: "2027-01-01T00:00:00.000Z",
      warrantyexpiration: null,
      createddate: "2025-05-05T00:00:00.000Z",
      locationaddress: null,
    })
  })

  it("gives the location's address on one line, empty parts left out", () => {
    const row = Object.fromEntries(EQUIPMENT_LIST_FIELDS.map((f) => [f, null])) as unknown as EquipmentRow
    const item = toEquipment({
      ...row,
      createddate: new Date("2025-05-05T00:00:00Z"),
      locationaddress1: "1 Main St",
      locationaddress2: " ",
      locationcity: "Detroit",
      locationstate: "MI",
      locationzipcode: "48226",
    })
    expect(item.locationaddress).toBe("1 Main St, Detroit, MI 48226")
  })
})

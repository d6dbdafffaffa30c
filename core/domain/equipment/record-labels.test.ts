import { describe, expect, it } from "vitest"
import { EQUIPMENT_RECORD_LABELS, equipmentRecordText } from "./record-labels.ts"

const item = {
  locationaddress: "1 Main St, Detroit, MI 48201",
  locationcounty: "Wayne",
  effectivedate: "2026-03-01T12:00:00.000Z",
  response: "",
  warranty: "Parts and labor",
  securitylevel: null,
}

describe("equipmentRecordText", () => {
  it.each([
    ["locationaddress", "1 Main St, Detroit, MI 48201"],
    ["locationcounty", "Wayne"],
    ["effectivedate", "Mar 1, 2026"],
    ["response", "N/A"],
    ["warranty", "Parts and labor"],
    ["securitylevel", "N/A"],
  ] as const)("%s -> %s", (field, text) => {
    expect(equipmentRecordText(item, field, "America/Detroit")).toBe(text)
  })

  it("labels each of the six record fields once", () => {
    expect(new Set(EQUIPMENT_RECORD_LABELS.map(([field]) => field)).size).toBe(6)
  })
})

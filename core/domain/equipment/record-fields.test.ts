import { describe, expect, it } from "vitest"
import {
  EQUIPMENT_COLUMN_FIELDS,
  EQUIPMENT_LIST_FIELDS,
  EQUIPMENT_SEARCH_FIELDS,
  EQUIPMENT_SORT_FIELDS,
} from "./fields.ts"
import { EQUIPMENT_FIELD_KINDS, equipmentFieldsOfKind } from "./record-fields.ts"

describe("the equipment fields, declared once", () => {
  it("the list fields are the declared fields, in order", () => {
    expect(EQUIPMENT_LIST_FIELDS).toEqual(Object.keys(EQUIPMENT_FIELD_KINDS))
  })

  it("columns, sort and search fields are declared fields", () => {
    for (const field of [...EQUIPMENT_COLUMN_FIELDS, ...EQUIPMENT_SORT_FIELDS, ...EQUIPMENT_SEARCH_FIELDS])
      expect(EQUIPMENT_LIST_FIELDS).toContain(field)
  })

  it.each([
    [
      "stamp",
      ["startdate", "agreementexpirationdate", "warrantyexpiration", "expirationdate", "effectivedate"],
    ],
    ["created", ["createddate"]],
    ["flagOrNull", ["agreementactive"]],
    ["numberOrNull", ["agreementid", "locationid", "parentid"]],
  ] as const)("the %s fields", (kind, fields) => {
    expect(equipmentFieldsOfKind(kind)).toEqual(fields)
  })
})

import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Equipment } from "../../schema/equipment.ts"
import {
  EQUIPMENT_COLUMN_FIELDS,
  EQUIPMENT_LIST_FIELDS,
  EQUIPMENT_SEARCH_FIELDS,
  EQUIPMENT_SORT_FIELDS,
} from "./fields.ts"
import { EQUIPMENT_FIELD_KINDS, equipmentFieldsOfKind } from "./record-fields.ts"

describe("the equipment fields, declared once", () => {
  it("the contract's Equipment has exactly the declared fields, in order", () => {
    expect(Object.keys(Equipment.fields)).toEqual(Object.keys(EQUIPMENT_FIELD_KINDS))
    expect(EQUIPMENT_LIST_FIELDS).toEqual(Object.keys(EQUIPMENT_FIELD_KINDS))
  })

  it("columns, sort and search fields are declared fields", () => {
    for (const field of [...EQUIPMENT_COLUMN_FIELDS, ...EQUIPMENT_SORT_FIELDS, ...EQUIPMENT_SEARCH_FIELDS])
      expect(EQUIPMENT_LIST_FIELDS).toContain(field)
  })

  it.each([
    ["stamp", ["startdate", "agreementexpirationdate", "warrantyexpiration", "expirationdate"]],
    ["created", ["createddate"]],
    ["flagOrNull", ["agreementactive"]],
    ["numberOrNull", ["agreementid", "locationid", "parentid"]],
  ] as const)("the %s fields", (kind, fields) => {
    expect(equipmentFieldsOfKind(kind)).toEqual(fields)
  })

  it("each kind's Schema takes its values", () => {
    const decode = (value: Record<string, unknown>) => Schema.decodeUnknownSync(Equipment)(value)
    const base = Object.fromEntries(
      Object.entries(EQUIPMENT_FIELD_KINDS).map(([field, kind]) => [
        field,
        { number: 1, numberOrNull: null, flag: true, flagOrNull: null, text: null, stamp: null, created: "x" }[kind],
      ]),
    )
    expect(() => decode(base)).not.toThrow()
    expect(() => decode({ ...base, monitored: null })).toThrow()
    expect(() => decode({ ...base, createddate: null })).toThrow()
  })
})

import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { EQUIPMENT_FIELD_KINDS } from "../domain/equipment/record-fields.ts"
import { Equipment } from "./equipment.ts"

describe("the Equipment Schema, derived from the declared equipment fields", () => {
  it("the contract's Equipment has exactly the declared fields, in order", () => {
    expect(Object.keys(Equipment.fields)).toEqual(Object.keys(EQUIPMENT_FIELD_KINDS))
  })

  it("each kind's Schema takes its values", () => {
    const decode = (value: Record<string, unknown>) => Schema.decodeUnknownSync(Equipment)(value)
    const base = Object.fromEntries(
      Object.entries(EQUIPMENT_FIELD_KINDS).map(([field, kind]) => [
        field,
        {
          number: 1,
          numberOrNull: null,
          flag: true,
          flagOrNull: null,
          text: null,
          stamp: null,
          created: "x",
        }[kind],
      ]),
    )
    expect(() => decode(base)).not.toThrow()
    expect(() => decode({ ...base, monitored: null })).toThrow()
    expect(() => decode({ ...base, createddate: null })).toThrow()
  })
})

import { describe, expect, it } from "vitest"
import { equipmentChoiceLabel, equipmentChoiceMatches } from "./equipment-choice.ts"

describe("equipmentChoiceLabel", () => {
  it.each([
    [
      { description: "Hydraulic Press", modelnumber: "HP-200", serialnumber: "SN-1042" },
      "Hydraulic Press · HP-200 · SN-1042",
    ],
    [{ description: "  Lathe ", modelnumber: null, serialnumber: " SN-7 " }, "Lathe · SN-7"],
    [{ description: null, modelnumber: "", serialnumber: null }, "No Description · No Serial Number"],
  ])("%j -> %s", (fields, label) => {
    expect(equipmentChoiceLabel(fields)).toBe(label)
  })
})

describe("equipmentChoiceMatches", () => {
  const label = "Hydraulic Pressé · HP-200 · SN-1042"
  it.each([
    ["", true],
    ["   ", true],
    ["press", true],
    ["PRESSE", true],
    ["sn-1042", true],
    ["1042 hydraulic", true],
    ["hp-200  sn", true],
    ["lathe", false],
    ["1042 lathe", false],
    ["SN-1043", false],
    ["·", true],
  ])("%j -> %s", (typed, matches) => {
    expect(equipmentChoiceMatches(label, typed)).toBe(matches)
  })
})

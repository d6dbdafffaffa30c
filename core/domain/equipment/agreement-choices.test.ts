import { describe, expect, it } from "vitest"
import { agreementChoices, agreementsOfAccount } from "./agreement-choices.ts"

const agreements = [
  { agreementid: 10, agreementname: "Acme Full", customerid: 2 },
  { agreementid: 11, agreementname: "Acme Parts", customerid: 2 },
  { agreementid: 20, agreementname: "Globex Full", customerid: 3 },
]

describe("the equipment list's agreement choices", () => {
  it("offers only the chosen account's agreements", () => {
    expect(agreementChoices(agreements, 2).map((a) => a.agreementid)).toEqual([10, 11])
    expect(agreementChoices(agreements, 3).map((a) => a.agreementid)).toEqual([20])
    expect(agreementChoices(agreements, 99)).toEqual([])
  })

  it("offers every agreement in scope without an account", () => {
    expect(agreementChoices(agreements, null)).toEqual(agreements)
  })

  it("drops chosen agreements of another account when the account changes", () => {
    expect(agreementsOfAccount([10, 20], agreements, 3)).toEqual([20])
    expect(agreementsOfAccount([10, 20], agreements, null)).toEqual([10, 20])
    expect(agreementsOfAccount([10, 20], null, 3)).toEqual([10, 20])
  })
})

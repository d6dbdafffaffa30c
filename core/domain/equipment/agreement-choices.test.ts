import { describe, expect, it } from "vitest"
import {
  agreementChoices,
  agreementsOfAccount,
  locationChoices,
  locationsOfAccount,
} from "./agreement-choices.ts"

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

const locations = [
  { locationid: 1, locationname: "Acme HQ", agreementids: [10] },
  { locationid: 2, locationname: "Shared site", agreementids: [11, 20] },
  { locationid: 3, locationname: "Globex Plant", agreementids: [20] },
]

describe("the equipment list's location choices", () => {
  it("offers only the locations the chosen account's agreements cover", () => {
    expect(locationChoices(locations, agreements, 2).map((l) => l.locationid)).toEqual([1, 2])
    expect(locationChoices(locations, agreements, 3).map((l) => l.locationid)).toEqual([2, 3])
    expect(locationChoices(locations, agreements, 99)).toEqual([])
  })

  it("offers every location in scope without an account", () => {
    expect(locationChoices(locations, agreements, null)).toEqual(locations)
  })

  it("drops chosen locations the new account does not cover, keeps them while choices load", () => {
    const options = { agreements, locations }
    expect(locationsOfAccount([1, 2, 3], options, 3)).toEqual([2, 3])
    expect(locationsOfAccount([1, 3], options, null)).toEqual([1, 3])
    expect(locationsOfAccount([1, 3], null, 3)).toEqual([1, 3])
    expect(locationsOfAccount([1, 3], { agreements, locations: [] }, 3)).toEqual([1, 3])
  })
})

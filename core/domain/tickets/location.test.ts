import { describe, expect, it } from "vitest"
import { type LocationAddress, locationAddressLines } from "./location.ts"

const address = (a: Partial<LocationAddress>): LocationAddress => ({
  locationaddress1: null,
  locationaddress2: null,
  locationcity: null,
  locationstate: null,
  locationzipcode: null,
  locationcountry: null,
  ...a,
})

describe("locationAddressLines", () => {
  it.each([
    [
      {
        locationaddress1: " 1 Main St ",
        locationcity: "Detroit ",
        locationstate: " MI",
        locationzipcode: "48201",
      },
      ["1 Main St", "Detroit, MI 48201"],
    ],
    [
      { locationaddress1: "1 Main St", locationaddress2: "Dock 4", locationcountry: "US" },
      ["1 Main St", "Dock 4", "US"],
    ],
    [{ locationcity: "Detroit" }, ["Detroit"]],
    [{ locationzipcode: "48201" }, ["48201"]],
    [{ locationaddress1: "   ", locationaddress2: "" }, []],
    [{}, []],
  ])("%j", (a, lines) => expect(locationAddressLines(address(a))).toEqual(lines))
})

import { describe, expect, it } from "vitest"
import {
  countAfterTicketClosed,
  countAfterTicketCreated,
  distinctSalesAgreements,
  togglePanelMode,
  toTeamMember,
} from "./navigation.ts"

describe("countAfterTicketCreated", () => {
  it.each([
    [
      { open: 0, closed: 4 },
      { open: 0, closed: 4 },
    ],
    [
      { open: 3, closed: 4 },
      { open: 4, closed: 4 },
    ],
  ])("%j -> %j", (before, after) => expect(countAfterTicketCreated(before)).toEqual(after))
})

describe("togglePanelMode", () => {
  it.each([
    ["open", "condensed"],
    ["condensed", "open"],
  ] as const)("%s -> %s", (mode, next) => expect(togglePanelMode(mode)).toBe(next))
})

describe("distinctSalesAgreements", () => {
  it.each([
    ["empty", [], []],
    [
      "dedupes by salesid, keeps first agreement",
      [
        { agreementid: 10, salesid: 7 },
        { agreementid: 11, salesid: 7 },
        { agreementid: 12, salesid: 8 },
      ],
      [10, 12],
    ],
    ["skips agreements without rep", [{ agreementid: 10, salesid: null }], []],
  ])("%s", (_, agreements, ids) =>
    expect(distinctSalesAgreements(agreements).map((a) => a.agreementid)).toEqual(ids),
  )
})

describe("toTeamMember", () => {
  const base = {
    salesid: 7,
    salesfirstname: "Sam",
    saleslastname: "Seller",
    salesfullname: null,
    salestitle: null,
    salesemail: "sam@acme.test",
    salesprofilepic: null,
    salesprofileicon: null,
  }
  it.each([
    ["no rep", { ...base, salesid: null }, null],
    [
      "joins first and last name",
      base,
      {
        salesid: 7,
        salesfullname: "Sam Seller",
        salestitle: "",
        salesemail: "sam@acme.test",
        salesprofilepic: null,
        salesprofileicon: null,
      },
    ],
  ])("%s", (_, agreement, expected) => expect(toTeamMember(agreement)).toEqual(expected))
})

describe("countAfterTicketClosed", () => {
  it.each([
    [
      { open: 3, closed: 9 },
      { open: 2, closed: 10 },
    ],
    [
      { open: 0, closed: 0 },
      { open: 0, closed: 1 },
    ],
  ])("%j -> %j", (before, after) => expect(countAfterTicketClosed(before)).toEqual(after))
})

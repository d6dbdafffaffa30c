import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import {
  checkScopeOf,
  NOT_FOUND_REASONS,
  notFoundOutcome,
  readsWholeScope,
  triesWholeScope,
  repeatedLines,
  rowNames,
} from "./user-check-outcome.ts"
import type { UserExpectation } from "./user-check.ts"

const staff = checkScopeOf({
  roleid: ROLES.systemAdmin,
  companyid: 1,
  companyname: "Acme Equipment Services",
})
const admin = checkScopeOf({ roleid: ROLES.companyAdmin, companyid: 2, companyname: "Acme Manufacturing" })

describe("a row not found: missing or out of scope, never telling a customer what exists elsewhere", () => {
  it.each<[string, typeof staff, Omit<UserExpectation, "line">, unknown]>([
    [
      "staff see every company: it exists nowhere",
      staff,
      { username: "x", company: "Globex Logistics" },
      { status: "missing", reason: NOT_FOUND_REASONS.nowhere },
    ],
    [
      "a company admin, no company expected",
      admin,
      { username: "x" },
      { status: "missing", reason: NOT_FOUND_REASONS.notInScope },
    ],
    [
      "a company admin, their own company by name",
      admin,
      { username: "x", company: " acme manufacturing" },
      { status: "missing", reason: NOT_FOUND_REASONS.notInScope },
    ],
    [
      "a company admin, their own company by id",
      admin,
      { username: "x", company: "2" },
      { status: "missing", reason: NOT_FOUND_REASONS.notInScope },
    ],
    [
      "a company admin, another company by name",
      admin,
      { username: "x", company: "Globex Logistics" },
      { status: "outOfScope", reason: NOT_FOUND_REASONS.otherCompany("Globex Logistics") },
    ],
    [
      "a company admin, another company by id",
      admin,
      { email: "x@example.com", company: "3" },
      { status: "outOfScope", reason: NOT_FOUND_REASONS.otherCompany("3") },
    ],
  ])("%s", (_, scope, row, outcome) => {
    expect(notFoundOutcome({ line: 2, ...row }, scope)).toEqual(outcome)
  })

  it("sales reps and company users have no all-company scope", () => {
    expect(checkScopeOf({ roleid: ROLES.salesRep, companyid: 1, companyname: "P" }).all).toBe(false)
    expect(checkScopeOf({ roleid: ROLES.developer, companyid: 1, companyname: "P" }).all).toBe(true)
  })
})

describe("repeated rows name the line that named the account first", () => {
  it.each<[string, Array<[number, string[]]>, Array<[number, number]>]>([
    [
      "none",
      [
        [2, ["u:a"]],
        [3, ["u:b"]],
      ],
      [],
    ],
    [
      "the same username twice",
      [
        [2, ["u:a"]],
        [3, ["u:b"]],
        [4, ["u:a"]],
      ],
      [[4, 2]],
    ],
    [
      "three times: each later one names the first",
      [
        [2, ["u:a"]],
        [5, ["u:a"]],
        [9, ["u:a"]],
      ],
      [
        [5, 2],
        [9, 2],
      ],
    ],
    [
      "by email on one row, username and email on another",
      [
        [2, ["e:x"]],
        [3, ["u:a", "e:x"]],
        [4, ["u:a"]],
      ],
      [
        [3, 2],
        [4, 2],
      ],
    ],
    [
      "out of order input",
      [
        [7, ["u:a"]],
        [3, ["u:a"]],
      ],
      [[7, 3]],
    ],
  ])("%s", (_, items, repeats) => {
    expect([...repeatedLines(items.map(([line, keys]) => ({ line, keys })))]).toEqual(repeats)
  })

  it("names a row by username and email, any case", () => {
    expect(rowNames({ line: 2, username: " Ann ", email: "A@Example.com" })).toEqual([
      "username:ann",
      "email:a@example.com",
    ])
  })
})

describe("every account in scope at once, or a search per row", () => {
  it.each([
    [2000, 2048, false, true],
    [2000, 25_000, false, true],
    [11, 2048, false, false],
    [12, 2048, false, true],
    [11, 2048, true, true],
    [0, 500, false, false],
    [1, 50_000, true, true],
  ])("%i rows, %i accounts, --extra %s: %s", (rows, scopeCount, extra, whole) => {
    expect(readsWholeScope({ rows, scopeCount, pageSize: 1000, extra })).toBe(whole)
  })
})

describe("a few rows are searched without reading a page of the scope first", () => {
  it.each([
    [0, false, false],
    [3, false, false],
    [4, false, true],
    [0, true, true],
    [3, true, true],
  ])("%i rows, --extra %s: %s", (rows, extra, tries) => {
    expect(triesWholeScope(rows, extra)).toBe(tries)
  })
})

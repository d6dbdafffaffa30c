import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { actsOnOthers, mayActOnUser, USER_ACTIONS, userActionRefusal } from "./user-access.ts"
import type { Person } from "./user-rank.ts"

const person = (userid: number, roleid: number, companyid: number): Person => ({ userid, roleid, companyid })

/** Two of each role, so every pair is tried on oneself, a peer, and in the same or another company. */
const people: Record<string, Person> = {
  dev: person(1, ROLES.developer, 1),
  dev2: person(11, ROLES.developer, 1),
  sys: person(2, ROLES.systemAdmin, 1),
  sys2: person(12, ROLES.systemAdmin, 1),
  rep: person(7, ROLES.salesRep, 1),
  rep2: person(17, ROLES.salesRep, 1),
  acmeAdmin: person(3, ROLES.companyAdmin, 2),
  acmeAdmin2: person(13, ROLES.companyAdmin, 2),
  acmeUser: person(4, ROLES.companyUser, 2),
  acmeUser2: person(14, ROLES.companyUser, 2),
  globexAdmin: person(5, ROLES.companyAdmin, 3),
  globexUser: person(6, ROLES.companyUser, 3),
}
const names = Object.keys(people)

/**
 * Caller (row) on target (column, in the order of `people`): r = read, c = change, a = act for,
 * o = own (only on oneself),
 * "-" = nothing. Written out by hand from the rule's description, not computed from it.
 */
const expected: Record<string, string> = {
  //          dev  dev2 sys  sys2 rep  rep2 acA  acA2 acU  acU2 glA  glU
  dev: "rcao r    rca  rca  rca  rca  rca  rca  rca  rca  rca  rca",
  dev2: "r    rcao rca  rca  rca  rca  rca  rca  rca  rca  rca  rca",
  sys: "r    r    rcao r    rca  rca  rca  rca  rca  rca  rca  rca",
  sys2: "r    r    r    rcao rca  rca  rca  rca  rca  rca  rca  rca",
  rep: "-    -    -    -    rcao -    -    -    -    -    -    -",
  rep2: "-    -    -    -    -    rcao -    -    -    -    -    -",
  acmeAdmin: "-    -    -    -    -    -    rcao rc   rca  rca  -    -",
  acmeAdmin2: "-    -    -    -    -    -    rc   rcao rca  rca  -    -",
  acmeUser: "-    -    -    -    -    -    -    -    rcao -    -    -",
  acmeUser2: "-    -    -    -    -    -    -    -    -    rcao -    -",
  globexAdmin: "-    -    -    -    -    -    -    -    -    -    rcao rca",
  globexUser: "-    -    -    -    -    -    -    -    -    -    -    rcao",
}

const letter = { read: "r", change: "c", actFor: "a", own: "o" } as const

const cells = names.flatMap((caller) => {
  const row = expected[caller]!.trim().split(/\s+/)
  return names.map((target, i) => [caller, target, row[i]!] as const)
})

describe("the user rule over every role pair, self and other, same and other company", () => {
  it("has a cell for every caller and target", () => expect(cells).toHaveLength(names.length ** 2))

  it.each(cells)("%s on %s may %s", (caller, target, allowed) => {
    const got = USER_ACTIONS.filter((a) => mayActOnUser(people[caller]!, people[target]!, a))
      .map((a) => letter[a])
      .join("")
    expect(got || "-").toBe(allowed)
  })
})

describe("refusals", () => {
  it("say why in a sentence, and nothing when the action is allowed", () => {
    const { sys, dev, acmeUser, acmeAdmin } = people
    expect(userActionRefusal(sys!, dev!, "change")).toMatch(/do not manage this user/)
    expect(userActionRefusal(acmeUser!, acmeAdmin!, "read")).toMatch(/administrator/)
    expect(userActionRefusal(acmeAdmin!, people.acmeAdmin2!, "actFor")).toMatch(/outranks/)
    expect(userActionRefusal(dev!, sys!, "actFor")).toBeUndefined()
  })

  it.each([
    [ROLES.developer, true],
    [ROLES.systemAdmin, true],
    [ROLES.companyAdmin, true],
    [ROLES.companyUser, false],
    [ROLES.salesRep, false],
  ])("role %i acts on others at all: %s", (roleid, acts) => expect(actsOnOthers(roleid)).toBe(acts))
})

import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import {
  assignableRoles,
  assignableRolesIn,
  canManageUser,
  editableFields,
  featuresOf,
  roleChangeRefusal,
  SELF_FIELDS,
  USER_UPDATE_FIELDS,
} from "./user-rules.ts"

const dev = { userid: 1, roleid: ROLES.developer, companyid: 1 }
const sys = { userid: 2, roleid: ROLES.systemAdmin, companyid: 1 }
const acmeAdmin = { userid: 3, roleid: ROLES.companyAdmin, companyid: 2 }
const acmeUser = { userid: 4, roleid: ROLES.companyUser, companyid: 2 }
const globexUser = { userid: 6, roleid: ROLES.companyUser, companyid: 3 }
const rep = { userid: 7, roleid: ROLES.salesRep, companyid: 1 }

describe("assignable roles are bounded by the caller's own", () => {
  it.each([
    [ROLES.developer, [1, 2, 3, 4, 11]],
    [ROLES.systemAdmin, [2, 3, 4, 11]],
    [ROLES.companyAdmin, [3, 4]],
    [ROLES.companyUser, []],
    [ROLES.salesRep, []],
  ])("role %i assigns %j", (role, roles) =>
    expect([...assignableRoles(role)].sort((a, b) => a - b)).toEqual(roles),
  )

  it("gives customer companies customer roles and the portal staff roles", () => {
    expect(assignableRolesIn(ROLES.systemAdmin, 2)).toEqual([3, 4])
    expect(assignableRolesIn(ROLES.systemAdmin, 1)).toEqual([2, 11])
  })
})

describe("who manages whom", () => {
  it.each([
    [dev, sys, true],
    [sys, dev, false],
    [sys, { ...sys, userid: 12 }, false],
    [dev, { ...dev, userid: 11 }, false],
    [sys, acmeUser, true],
    [acmeAdmin, acmeUser, true],
    [acmeAdmin, globexUser, false],
    [acmeAdmin, acmeAdmin, false],
    [acmeUser, acmeAdmin, false],
    [rep, acmeUser, false],
  ])("%j manages %j: %s", (caller, target, expected) => expect(canManageUser(caller, target)).toBe(expected))
})

describe("editable fields", () => {
  it("gives yourself name and phone only, a manager everything, others nothing", () => {
    expect(editableFields(acmeUser, acmeUser)).toEqual(SELF_FIELDS)
    expect(editableFields(acmeAdmin, acmeAdmin)).not.toContain("userActive")
    expect(editableFields(acmeAdmin, acmeUser)).toEqual(USER_UPDATE_FIELDS)
    expect(editableFields(acmeUser, acmeAdmin)).toEqual([])
  })
})

describe("role changes", () => {
  it.each([
    [sys, sys, 1, "Nobody can raise their own role"],
    [acmeAdmin, acmeAdmin, 4, undefined],
    [acmeAdmin, acmeUser, 3, undefined],
    [acmeAdmin, acmeUser, 2, "That role does not exist in this user's company"],
    [acmeAdmin, globexUser, 3, "You do not manage this user"],
    [sys, { ...rep }, 1, "You cannot give a role above your own"],
    [acmeUser, acmeUser, 4, undefined],
  ])("%j gives %j role %i: %s", (caller, target, role, refusal) =>
    expect(roleChangeRefusal(caller, target, role)).toBe(refusal),
  )
})

describe("featuresOf", () => {
  it("defaults every feature on and keeps stored offs", () => {
    expect(featuresOf(null)).toEqual({ createTickets: true, exportTickets: true })
    expect(featuresOf({ exportTickets: false, other: 1 })).toEqual({
      createTickets: true,
      exportTickets: false,
    })
  })
})

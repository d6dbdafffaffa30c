import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import {
  activationConfirm,
  canAddUser,
  companyChoices,
  pageSizeChoices,
  roleChoices,
  type UsersPageCaller,
} from "./users-page-rules.ts"

const staff: UsersPageCaller = { roleid: ROLES.systemAdmin, companyid: 1, companyname: "Provider" }
const admin: UsersPageCaller = { roleid: ROLES.companyAdmin, companyid: 2, companyname: "Acme" }
const member: UsersPageCaller = { roleid: ROLES.companyUser, companyid: 2, companyname: "Acme" }
const rows = [
  { companyid: 3, companyname: "Globex" },
  { companyid: 2, companyname: "Acme" },
  { companyid: 3, companyname: "Globex" },
]

describe("companyChoices", () => {
  it.each<[string, UsersPageCaller | null, typeof rows | null, ReadonlyArray<number>]>([
    ["nobody signed in", null, rows, []],
    ["a company admin: their own company only", admin, rows, [2]],
    ["staff: their own and the rows' companies, by name", staff, rows, [2, 3, 1]],
    ["staff before the rows load", staff, null, [1]],
  ])("%s", (_, caller, shown, ids) => expect(companyChoices(caller, shown).map((c) => c.id)).toEqual(ids))
})

describe("roleChoices and canAddUser", () => {
  it.each<[string, number | null, number, ReadonlyArray<string>]>([
    ["nobody", null, 2, []],
    ["a company admin in a customer company", ROLES.companyAdmin, 2, ["Company Admin", "Company User"]],
    ["a company user", ROLES.companyUser, 2, []],
    ["staff in the provider company", ROLES.systemAdmin, 1, ["System Admin", "Sales Rep"]],
  ])("%s", (_, role, companyid, names) =>
    expect(roleChoices(role, companyid).map((r) => r.name)).toEqual(names),
  )
  it.each<[string, UsersPageCaller | null, boolean]>([
    ["a company admin may add", admin, true],
    ["a company user may not", member, false],
    ["nobody may not", null, false],
  ])("%s", (_, caller, may) => expect(canAddUser(caller, companyChoices(caller, rows))).toBe(may))
})

describe("pageSizeChoices", () => {
  it.each<[ReadonlyArray<number>, number, ReadonlyArray<number>]>([
    [[24, 48, 96], 48, [24, 48, 96]],
    [[24, 48, 96], 10, [10, 24, 48, 96]],
    [[96, 24], 200, [24, 96, 200]],
  ])("%j with %i", (sizes, current, out) => expect(pageSizeChoices(sizes, current)).toEqual(out))
})

describe("activationConfirm", () => {
  it.each([
    [true, "Deactivate Ann Lee?", "Deactivate"],
    [false, "Activate Ann Lee?", "Activate"],
  ])("active %s asks %s", (useractive, title, confirmText) =>
    expect(activationConfirm({ firstname: "Ann", lastname: "Lee", useractive })).toMatchObject({
      title,
      confirmText,
      cancelText: "Cancel",
    }),
  )
})

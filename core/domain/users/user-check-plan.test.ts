import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { compareUser, type CheckedAccount, type UserExpectation } from "./user-check.ts"
import type { Person } from "./user-rank.ts"
import { changeText, NOT_MANAGED_REFUSAL, OWN_ACTIVATION_REFUSAL, planFix } from "./user-check-plan.ts"

const account = (over: Partial<CheckedAccount> = {}): CheckedAccount => ({
  userid: 40,
  username: "bo",
  email: "bo@example.com",
  companyid: 2,
  companyname: "Acme Manufacturing",
  roleid: ROLES.companyUser,
  role: "Company User",
  useractive: false,
  phonenumber: "+13135550100",
  ...over,
})
const admin: Person = { userid: 3, roleid: ROLES.companyAdmin, companyid: 2 }
const sysadmin: Person = { userid: 2, roleid: ROLES.systemAdmin, companyid: 1 }

const plan = (caller: Person, row: Omit<UserExpectation, "line">, target: CheckedAccount) => {
  const full = { line: 7, ...row }
  const fix = planFix(caller, 7, full, target, compareUser(full, target))
  return fix === null
    ? null
    : { changes: fix.changes.map(changeText), payload: fix.payload, refusal: fix.refusal }
}

describe("the plan --fix shows before it asks", () => {
  it.each<[string, Person, Omit<UserExpectation, "line">, CheckedAccount, unknown]>([
    [
      "activate",
      admin,
      { username: "bo", active: true },
      account(),
      { changes: ["active: deactivated -> active"], payload: { userActive: true }, refusal: undefined },
    ],
    [
      "clear the phone",
      admin,
      { username: "bo", phone: false },
      account({ useractive: true }),
      { changes: ["phone: present -> none"], payload: { phonenumber: null }, refusal: undefined },
    ],
    [
      "set a number",
      admin,
      { username: "bo", phonenumber: "+13135550199" },
      account(),
      {
        changes: ["phone: +13135550100 -> +13135550199"],
        payload: { phonenumber: "+13135550199" },
        refusal: undefined,
      },
    ],
    ["only the company differs: nothing safe", admin, { username: "bo", company: "Globex" }, account(), null],
    [
      "a phone expected without a number: cannot be invented",
      admin,
      { username: "bo", phone: true },
      account({ phonenumber: null }),
      null,
    ],
    [
      "the caller's own activation",
      admin,
      { username: "acme.admin", active: false },
      account({ userid: 3, roleid: ROLES.companyAdmin, useractive: true }),
      {
        changes: ["active: active -> deactivated"],
        payload: { userActive: false },
        refusal: OWN_ACTIVATION_REFUSAL,
      },
    ],
    [
      "a fellow company admin",
      admin,
      { username: "x", active: true },
      account({ userid: 9, roleid: ROLES.companyAdmin }),
      { changes: ["active: deactivated -> active"], payload: { userActive: true }, refusal: undefined },
    ],
    [
      "staff above the caller's rank",
      sysadmin,
      { username: "developer", active: true },
      account({ userid: 1, roleid: ROLES.developer, companyid: 1 }),
      {
        changes: ["active: deactivated -> active"],
        payload: { userActive: true },
        refusal: NOT_MANAGED_REFUSAL,
      },
    ],
    [
      "staff on a customer",
      sysadmin,
      { username: "bo", active: true },
      account(),
      { changes: ["active: deactivated -> active"], payload: { userActive: true }, refusal: undefined },
    ],
  ])("%s", (_, caller, row, target, expected) => {
    expect(plan(caller, row, target)).toEqual(expected)
  })
})

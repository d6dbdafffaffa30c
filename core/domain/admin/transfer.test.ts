import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { PORTAL_COMPANY_ID } from "../users/user-rules.ts"
import { isTransferable, transferProblem, transferRoleProblem, transferRoleRefusals } from "./transfer.ts"

const ACME = 2
const GLOBEX = 3

describe("transferRoleProblem", () => {
  it.each([
    [ROLES.companyAdmin, GLOBEX, null],
    [ROLES.companyUser, GLOBEX, null],
    [
      ROLES.companyAdmin,
      PORTAL_COMPANY_ID,
      { field: "companyID", message: transferRoleRefusals.intoProvider },
    ],
    [
      ROLES.companyUser,
      PORTAL_COMPANY_ID,
      { field: "companyID", message: transferRoleRefusals.intoProvider },
    ],
    [ROLES.salesRep, ACME, { field: "userID", message: transferRoleRefusals.providerRole }],
    [ROLES.systemAdmin, ACME, { field: "userID", message: transferRoleRefusals.providerRole }],
    [ROLES.developer, PORTAL_COMPANY_ID, { field: "userID", message: transferRoleRefusals.providerRole }],
  ])("role %i into company %i -> %o", (roleid, companyId, expected) => {
    expect(transferRoleProblem(roleid, companyId)).toEqual(expected)
  })
})

describe("transferProblem", () => {
  const acmeUser = { userid: 7, companyid: ACME, roleid: ROLES.companyUser }
  const salesRep = { userid: 8, companyid: PORTAL_COMPANY_ID, roleid: ROLES.salesRep }
  it.each([
    [null, GLOBEX, "userID"],
    [salesRep, null, "userID"],
    [salesRep, ACME, "userID"],
    [acmeUser, null, "companyID"],
    [acmeUser, ACME, "companyID"],
    [acmeUser, PORTAL_COMPANY_ID, "companyID"],
  ] as const)("%o into %s is refused on %s", (user, companyId, field) => {
    expect(transferProblem(user, companyId)?.field).toBe(field)
  })

  it("lets a customer account move to another customer company", () => {
    expect(transferProblem(acmeUser, GLOBEX)).toBeNull()
  })

  it("names the provider role's reason before a company is chosen", () => {
    expect(transferProblem(salesRep, null)?.message).toBe(transferRoleRefusals.providerRole)
  })
})

describe("isTransferable", () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
    [11, false],
  ])("role %i offered for a transfer: %s", (roleid, offered) =>
    expect(isTransferable({ roleid })).toBe(offered),
  )
})

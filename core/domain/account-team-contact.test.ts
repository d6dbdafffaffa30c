import { describe, expect, it } from "vitest"
import { canContactAccountTeam } from "./account-team-contact.ts"
import { ROLES } from "./roles.ts"

describe("canContactAccountTeam", () => {
  it.each([
    [ROLES.companyAdmin, true],
    [ROLES.companyUser, true],
    [ROLES.salesRep, false],
    [ROLES.systemAdmin, false],
    [ROLES.developer, false],
    [null, false],
  ])("role %s -> %s", (roleid, allowed) => {
    expect(canContactAccountTeam(roleid)).toBe(allowed)
  })
})

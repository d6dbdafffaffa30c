import { describe, expect, it } from "vitest"
import {
  canSeeUserInsights,
  canSeeUsers,
  isAdminRole,
  isInternal,
  isInternalStaff,
  isPrivileged,
  seesSeveralCompanies,
} from "./roles.ts"

describe("role checks", () => {
  it.each([
    // roleid, privileged, internalStaff, internal, admin, users, userInsights, severalCompanies
    [1, true, true, true, true, true, true, true],
    [2, true, true, true, true, true, true, true],
    [3, true, false, false, true, true, true, false],
    [4, false, false, false, false, false, false, false],
    [11, false, false, true, true, false, false, true],
    [99, false, false, false, false, false, false, false],
    [null, false, false, false, false, false, false, false],
  ])("role %s", (roleid, privileged, staff, internal, admin, users, insights, several) => {
    expect(isPrivileged(roleid)).toBe(privileged)
    expect(isInternalStaff(roleid)).toBe(staff)
    expect(isInternal(roleid)).toBe(internal)
    expect(isAdminRole(roleid)).toBe(admin)
    expect(canSeeUsers(roleid)).toBe(users)
    expect(canSeeUserInsights(roleid)).toBe(insights)
    expect(seesSeveralCompanies(roleid)).toBe(several)
  })
})

import { describe, expect, it } from "vitest"
import {
  canSeeUserInsights,
  canSeeUsers,
  isAdminRole,
  isInternal,
  isInternalStaff,
  isPrivileged,
} from "./roles.ts"

describe("role checks", () => {
  it.each([
    // roleid, privileged, internalStaff, internal, admin, users, userInsights
    [1, true, true, true, true, true, false],
    [2, true, true, true, true, true, false],
    [3, true, false, false, true, true, true],
    [4, false, false, false, false, false, false],
    [11, false, false, true, false, false, false],
    [99, false, false, false, false, false, false],
    [null, false, false, false, false, false, false],
  ])("role %s", (roleid, privileged, staff, internal, admin, users, insights) => {
    expect(isPrivileged(roleid)).toBe(privileged)
    expect(isInternalStaff(roleid)).toBe(staff)
    expect(isInternal(roleid)).toBe(internal)
    expect(isAdminRole(roleid)).toBe(admin)
    expect(canSeeUsers(roleid)).toBe(users)
    expect(canSeeUserInsights(roleid)).toBe(insights)
  })
})

import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { isOfferedEvent, offeredEvents, offeredSubscriptions } from "./offered-events.ts"

describe("offeredEvents", () => {
  it.each([
    [ROLES.developer, false],
    [ROLES.systemAdmin, false],
    [ROLES.companyAdmin, false],
    [ROLES.companyUser, false],
    [ROLES.salesRep, true],
    [0, false],
  ])("role %i: 'a user is added to one of your accounts' offered: %s", (roleid, offered) => {
    expect(isOfferedEvent(roleid, "SE_COMPANY_USER_ADDED")).toBe(offered)
    expect(offeredEvents(roleid).includes("SE_COMPANY_USER_ADDED")).toBe(offered)
  })

  it.each([ROLES.companyUser, ROLES.companyAdmin, ROLES.salesRep])(
    "role %i keeps the ticket and company events",
    (roleid) => {
      for (const e of ["TICKET_CREATED", "TICKET_CLOSED", "COMPANY_USER_ADDED"] as const)
        expect(isOfferedEvent(roleid, e)).toBe(true)
    },
  )

  it("enable all covers each offered event with each delivery", () => {
    expect(offeredSubscriptions(ROLES.companyUser)).toHaveLength(10)
    expect(offeredSubscriptions(ROLES.salesRep)).toHaveLength(12)
    expect(
      offeredSubscriptions(ROLES.companyUser).some((s) => s.event_type === "SE_COMPANY_USER_ADDED"),
    ).toBe(false)
  })
})

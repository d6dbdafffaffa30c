import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { canCloseTickets, closeRefusal, mayCloseTicket } from "./close.ts"

describe("closing a ticket", () => {
  it.each([
    [ROLES.developer, true],
    [ROLES.systemAdmin, true],
    [ROLES.companyAdmin, false],
    [ROLES.companyUser, false],
    [ROLES.salesRep, false],
    [undefined, false],
  ])("role %s may close tickets: %s", (roleid, allowed) => {
    expect(canCloseTickets(roleid)).toBe(allowed)
  })

  it.each([
    ["O", undefined],
    ["C", "Service Ticket #7 is already closed"],
    ["P", "Service Ticket #7 is pending and cannot be closed"],
    ["N", "Service Ticket #7 was canceled and cannot be closed"],
  ] as const)("status %s refusal: %s", (status, refusal) => {
    expect(closeRefusal(7, status)).toBe(refusal)
  })

  it("offers the action to staff on open tickets only", () => {
    expect(mayCloseTicket(ROLES.systemAdmin, "O")).toBe(true)
    expect(mayCloseTicket(ROLES.systemAdmin, "C")).toBe(false)
    expect(mayCloseTicket(ROLES.companyAdmin, "O")).toBe(false)
  })
})

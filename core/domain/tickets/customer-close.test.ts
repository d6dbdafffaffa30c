import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import {
  type CustomerTicket,
  closeReasonInvalid,
  closeReasonText,
  customerClosedEntry,
  isTicketOwner,
  mayCustomerClose,
  mayReopen,
  reopenRefusal,
  reopenedEntry,
  withinReopenPeriod,
} from "./customer-close.ts"

const ticket: CustomerTicket = {
  ticketid: 7,
  ticketstatus: "O",
  createdbyuserid: 40,
  contactemail: "Alice@Example.com",
  completeddateutc: null,
}
const user = (userid: number, email: string | null, roleid: number = ROLES.companyUser) => ({
  userid,
  roleid,
  email,
})

describe("closing and reopening by the customer", () => {
  it.each([
    ["the creator", user(40, "other@example.com"), true],
    ["the contact, by address in any case", user(41, " alice@example.COM "), true],
    ["a company admin of the company", user(42, null, ROLES.companyAdmin), true],
    ["another company user", user(43, "bob@example.com"), false],
    ["a user without an address", user(44, null), false],
    ["provider staff", user(40, "alice@example.com", ROLES.systemAdmin), false],
    ["a sales rep", user(40, "alice@example.com", ROLES.salesRep), false],
  ])("%s acts for the customer: %s", (_, actor, owner) => {
    expect(isTicketOwner(actor, ticket)).toBe(owner)
  })

  it("a ticket without creator or contact is the company admin's alone", () => {
    const bare = { ...ticket, createdbyuserid: null, contactemail: null }
    expect(isTicketOwner(user(40, null), bare)).toBe(false)
    expect(isTicketOwner(user(42, null, ROLES.companyAdmin), bare)).toBe(true)
  })

  it.each([
    ["O", true],
    ["C", false],
    ["P", false],
    ["N", false],
  ] as const)("status %s may be closed by its creator: %s", (ticketstatus, allowed) => {
    expect(mayCustomerClose(user(40, null), { ...ticket, ticketstatus })).toBe(allowed)
  })

  const now = new Date("2026-11-28T12:00:00Z")
  it.each([
    ["2026-11-28T11:00:00Z", 14, true],
    ["2026-11-14T12:00:00Z", 14, true],
    ["2026-11-14T11:59:59Z", 14, false],
    ["2026-11-27T11:59:59Z", 1, false],
    ["not a date", 14, false],
    [null, 14, false],
  ] as const)("completed %s with a %s-day period may be reopened: %s", (completed, days, within) => {
    expect(withinReopenPeriod(completed, now, days)).toBe(within)
  })

  it.each([
    ["O", "2026-11-28T11:00:00Z", "Service Ticket #7 is not closed"],
    ["P", "2026-11-28T11:00:00Z", "Service Ticket #7 is not closed"],
    ["C", "2026-11-28T11:00:00Z", undefined],
    [
      "C",
      "2026-10-01T00:00:00Z",
      "Service Ticket #7 was closed more than 14 days ago and cannot be reopened",
    ],
  ] as const)("status %s completed %s: reopen refusal %s", (ticketstatus, completeddateutc, refusal) => {
    expect(reopenRefusal({ ...ticket, ticketstatus, completeddateutc }, now, 14)).toBe(refusal)
  })

  it("offers reopen to the owner within the period only", () => {
    const closed = { ...ticket, ticketstatus: "C" as const, completeddateutc: "2026-11-20T00:00:00Z" }
    expect(mayReopen(user(40, null), closed, now, 14)).toBe(true)
    expect(mayReopen(user(40, null), closed, now, 7)).toBe(false)
    expect(mayReopen(user(43, null), closed, now, 14)).toBe(false)
  })

  it.each([
    [null, "", "Choose a reason"],
    ["resolved", "", null],
    ["notNeeded", "  ", null],
    ["other", "   ", "Say why the ticket is closed"],
    ["other", "Moved the printer away", null],
    ["resolved", "x".repeat(2001), "Details must be less than 2000 characters"],
  ] as const)("reason %s with text %j: %s", (reason, text, message) => {
    expect(closeReasonInvalid(reason, text)).toBe(message)
  })

  it("words the reason and the timeline entries", () => {
    expect(closeReasonText("notNeeded", "  ")).toBe("No longer needed")
    expect(closeReasonText("other", " Moved away ")).toBe("Other: Moved away")
    expect(customerClosedEntry("resolved", undefined)).toBe("Ticket closed by the customer: Resolved")
    expect(reopenedEntry("  It jams again ")).toBe("Ticket reopened: It jams again")
  })
})

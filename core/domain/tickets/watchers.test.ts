import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import type { CustomerTicket } from "./customer-close.ts"
import { mayAddWatcher, mayManageWatchers, mayRemoveWatcher, watchersSummary } from "./watchers.ts"

const ticket: CustomerTicket = {
  ticketid: 7,
  ticketstatus: "O",
  createdbyuserid: 40,
  contactemail: "alice@example.com",
  completeddateutc: null,
}
const user = (userid: number, roleid: number = ROLES.companyUser, email: string | null = null) => ({
  userid,
  roleid,
  email,
})

describe("who may change a ticket's watchers", () => {
  it.each([
    ["the creator", user(40), true],
    ["the contact, by address", user(41, ROLES.companyUser, "ALICE@example.com"), true],
    ["a company admin", user(42, ROLES.companyAdmin), true],
    ["a system admin", user(1, ROLES.systemAdmin), true],
    ["a developer", user(2, ROLES.developer), true],
    ["another company user", user(43), false],
    ["a sales rep", user(40, ROLES.salesRep, "alice@example.com"), false],
  ])("%s manages the watchers: %s", (_, actor, manages) => {
    expect(mayManageWatchers(actor, ticket)).toBe(manages)
    expect(mayAddWatcher(actor, ticket, 99)).toBe(manages)
    expect(mayRemoveWatcher(actor, ticket, 99)).toBe(manages)
  })

  it.each([
    ["a colleague watches it themselves", user(43), true],
    ["a sales rep may not watch it", user(50, ROLES.salesRep), false],
  ])("%s: %s", (_, actor, allowed) => {
    expect(mayAddWatcher(actor, ticket, actor.userid)).toBe(allowed)
  })

  it("any watcher may leave, and only take themselves off", () => {
    expect(mayRemoveWatcher(user(43), ticket, 43)).toBe(true)
    expect(mayRemoveWatcher(user(43), ticket, 44)).toBe(false)
    expect(mayRemoveWatcher(user(50, ROLES.salesRep), ticket, 50)).toBe(true)
  })

  it.each([
    [0, "No one watches this ticket"],
    [1, "1 watcher"],
    [3, "3 watchers"],
  ])("%s watchers read %j", (n, text) => {
    expect(watchersSummary(n)).toBe(text)
  })
})

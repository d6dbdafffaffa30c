import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CommentPayload, NewTicket, TicketList } from "./ticket.ts"

const decodeNew = Schema.decodeUnknownExit(NewTicket)
const base = { agreementid: 1, locationid: 2, problem: "Printer jams", contactname: "Ann Lee" }

describe("NewTicket", () => {
  it.each([
    [{}, true],
    [{ contactemail: "ann@example.com" }, true],
    [{ contactemail: "" }, true],
    [{ contactemail: "not-an-email" }, false],
    [{ problem: "   " }, false],
    [{ problem: "x".repeat(2001) }, false],
    [{ contactname: "x".repeat(101) }, false],
    [{ customerreferenceid: "x".repeat(51) }, false],
    [{ severitylevel: 4 }, false],
    [{ severitylevel: null, equipmentid: null }, true],
    [{ agreementid: 2_147_483_647 }, true],
    [{ agreementid: 2_147_483_648 }, false],
    [{ equipmentid: 9_007_199_254_740_991 }, false],
    [{ problem: "jams\u0000" }, false],
    [{ contactphone: "\u0000" }, false],
  ])("%j valid=%s", (patch, valid) => {
    expect(decodeNew({ ...base, ...patch })._tag === "Success").toBe(valid)
  })

  it("reports the spec message", () => {
    const exit = Schema.decodeUnknownExit(NewTicket)({ ...base, contactemail: "bad" })
    expect(String(exit)).toContain("Invalid email address")
  })
})

describe("CommentPayload", () => {
  it("fixes activity and application ids", () => {
    const ok = Schema.decodeUnknownExit(CommentPayload)({
      comment: "hi",
      ticketid: 5,
      activityid: 3,
      applicationid: 1,
    })
    const bad = Schema.decodeUnknownExit(CommentPayload)({
      comment: "hi",
      ticketid: 5,
      activityid: 2,
      applicationid: 1,
    })
    expect([ok._tag, bad._tag]).toEqual(["Success", "Failure"])
  })
})

describe("TicketList", () => {
  it("decodes items and count", () => {
    expect(Schema.decodeUnknownSync(TicketList)({ items: [], count: 0 })).toEqual({ items: [], count: 0 })
  })
})

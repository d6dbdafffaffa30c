import { describe, expect, it } from "vitest"
import { ROLES, USER_INSIGHTS_ROLES } from "../roles.ts"
import {
  isRatingContact,
  maySeeRating,
  ratingInvalid,
  ratingLinkState,
  ratingRefusal,
  ratingText,
  ratingTexts,
  ratingTitle,
  SATISFACTION_ROLES,
} from "./rating.ts"

const now = new Date("2026-11-28T12:00:00Z")

describe("ratingLinkState", () => {
  it.each([
    [{ rated: null, expires: "2026-11-29T00:00:00.000Z" }, "open"],
    [{ rated: "2026-11-28T10:00:00.000Z", expires: "2026-11-29T00:00:00.000Z" }, "used"],
    [{ rated: null, expires: "2026-11-28T12:00:00.000Z" }, "expired"],
    [{ rated: "2026-11-20T10:00:00.000Z", expires: "2026-11-21T00:00:00.000Z" }, "used"],
  ] as const)("%o is %s", (ask, state) => {
    expect(ratingLinkState(ask, now)).toBe(state)
  })
  it("refuses used and expired asks with their words", () => {
    expect(ratingRefusal("open")).toBeUndefined()
    expect(ratingRefusal("used")).toBe(ratingTexts.used)
    expect(ratingRefusal("expired")).toBe(ratingTexts.expired)
  })
})

describe("ratingInvalid", () => {
  it.each([
    [null, "", ratingTexts.chooseScore],
    [0, "", ratingTexts.chooseScore],
    [6, "", ratingTexts.chooseScore],
    [3, "", null],
    [5, "x".repeat(2000), null],
    [5, "x".repeat(2001), ratingTexts.commentTooLong],
  ] as const)("score %s with a %#th comment", (score, comment, expected) => {
    expect(ratingInvalid(score, comment)).toBe(expected)
  })
})

const viewer = (roleid: number, userid = 7, companyid = 2, email = "Alice@Acme.example ") => ({
  userid,
  roleid,
  companyid,
  email,
})

describe("who rates and who sees a rating", () => {
  it.each([
    [ROLES.companyUser, "alice@acme.example", true],
    [ROLES.companyAdmin, " ALICE@acme.example", true],
    [ROLES.companyUser, "bob@acme.example", false],
    [ROLES.companyUser, null, false],
    [ROLES.systemAdmin, "alice@acme.example", false],
    [ROLES.salesRep, "alice@acme.example", false],
  ])("role %s, contact %s: %s", (roleid, contact, expected) => {
    expect(isRatingContact(viewer(roleid), contact)).toBe(expected)
  })
  it.each([
    [viewer(ROLES.systemAdmin, 1, 1), null, true],
    [viewer(ROLES.developer, 1, 1), null, true],
    [viewer(ROLES.companyAdmin), null, true],
    [viewer(ROLES.companyAdmin, 7, 3), null, false],
    [viewer(ROLES.companyUser), 7, true],
    [viewer(ROLES.companyUser), 8, false],
    [viewer(ROLES.companyUser), null, false],
    [viewer(ROLES.salesRep, 9, 1), null, false],
  ])("%o with the rating given by %s: %s", (who, ratedBy, expected) => {
    expect(maySeeRating(who, { companyid: 2 }, ratedBy)).toBe(expected)
  })
})

describe("texts", () => {
  it("writes the score and the title", () => {
    expect(ratingText(4)).toBe("4 of 5 (Good)")
    expect(ratingTitle("  Printer jams\nmore detail")).toBe("Printer jams")
    expect(ratingTitle(null)).toBe("")
    expect(ratingTitle("x".repeat(150))).toHaveLength(100)
  })
})

describe("who sees satisfaction figures", () => {
  it("are the roles that see every rating of their companies, and the dashboard asks with User Insights", () => {
    // The dashboard fetches satisfaction with User Insights (`withUsers`), so the two role lists
    // must stay one list; a change to either asks for a flag of its own.
    expect([...SATISFACTION_ROLES].sort()).toEqual([...USER_INSIGHTS_ROLES].sort())
    const colleague = { userid: 9, roleid: ROLES.companyUser, companyid: 2 }
    for (const roleid of SATISFACTION_ROLES)
      expect(
        maySeeRating({ userid: 1, roleid, companyid: 2, email: null }, { companyid: 2 }, colleague.userid),
      ).toBe(true)
    for (const roleid of [ROLES.companyUser, ROLES.salesRep]) expect(SATISFACTION_ROLES).not.toContain(roleid)
  })
})

import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { adminSectionsFor, can, impersonationRefusal } from "./admin-access.ts"
import { companyDeleteRefusal, companyNameProblem } from "./company.ts"
import { bannerDraftProblem } from "./banner-draft.ts"

describe("admin capabilities", () => {
  it.each([
    [
      ROLES.developer,
      [
        "supportChats",
        "companies",
        "agreements",
        "transfer",
        "announcements",
        "impersonate",
        "impersonationLog",
      ],
    ],
    [
      ROLES.systemAdmin,
      [
        "supportChats",
        "companies",
        "agreements",
        "transfer",
        "announcements",
        "impersonate",
        "impersonationLog",
      ],
    ],
    [ROLES.companyAdmin, ["impersonationLog"]],
    [ROLES.companyUser, []],
    [ROLES.salesRep, ["supportChats"]],
    [null, []],
  ] as ReadonlyArray<[number | null, ReadonlyArray<string>]>)("role %s sees %j", (roleid, sections) => {
    expect(adminSectionsFor(roleid, true)).toEqual(sections)
    // With an external contact centre, nobody answers chats in /admin.
    expect(adminSectionsFor(roleid, false)).toEqual(sections.filter((s) => s !== "supportChats"))
    expect(can("companies", roleid)).toBe(sections.includes("companies"))
  })
})

describe("who may view as whom", () => {
  const staff = { userID: 2, roleid: ROLES.systemAdmin, isImpersonation: false }
  const customer = { userid: 7, roleid: ROLES.companyUser, useractive: true }
  it.each([
    ["staff views a customer", staff, customer, null],
    ["staff views a company admin", staff, { ...customer, roleid: ROLES.companyAdmin }, null],
    ["staff views a sales rep", staff, { ...customer, roleid: ROLES.salesRep }, null],
    [
      "a developer views a system admin",
      { ...staff, roleid: ROLES.developer },
      { ...customer, roleid: ROLES.systemAdmin },
      "privileged",
    ],
    ["staff views a developer", staff, { ...customer, roleid: ROLES.developer }, "privileged"],
    ["staff views themselves", staff, { ...customer, userid: 2, roleid: ROLES.systemAdmin }, "self"],
    ["a deactivated user", staff, { ...customer, useractive: false }, "inactive"],
    ["while viewing as someone", { ...staff, isImpersonation: true }, customer, "nested"],
    ["a company admin", { ...staff, roleid: ROLES.companyAdmin }, customer, "notAllowed"],
    ["a sales rep", { ...staff, roleid: ROLES.salesRep }, customer, "notAllowed"],
  ] as const)("%s", (_, actor, target, refusal) => {
    expect(impersonationRefusal(actor, target)).toBe(refusal)
  })
})

describe("company and announcement rules", () => {
  it.each([
    ["Acme", null],
    ["  ", "Company name is required"],
    ["x".repeat(100), null],
    ["x".repeat(101), "Company name must be less than 101 characters"],
  ])("name %j", (name, problem) => expect(companyNameProblem(name)).toBe(problem))

  it("says what stops a deletion", () => {
    const none = { users: 0, agreements: 0, tickets: 0, equipment: 0, locations: 0, history: 0 }
    expect(companyDeleteRefusal("Initech", none)).toBeNull()
    expect(companyDeleteRefusal("Acme", { ...none, users: 1, agreements: 3 })).toBe(
      "Acme cannot be deleted: it still has 1 user, 3 agreements. Transfer its users and remove its agreements first.",
    )
  })

  const draft = { message: "<p>Hi</p>", status: "warning", active: true, startDate: null, endDate: null }
  it.each([
    [draft, "<p>Hi</p>", null],
    [draft, "<p> </p>", "message"],
    [{ ...draft, status: "urgent" }, "<p>Hi</p>", "status"],
    [{ ...draft, startDate: "nope" }, "<p>Hi</p>", "startDate"],
    [{ ...draft, startDate: "2026-02-01", endDate: "2026-01-01" }, "<p>Hi</p>", "endDate"],
    [{ ...draft, message: "x".repeat(2001) }, "x", "message"],
  ])("draft %j", (d, clean, field) => expect(bannerDraftProblem(d, clean)?.field ?? null).toBe(field))
})

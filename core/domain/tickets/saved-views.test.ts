import { describe, expect, it } from "vitest"
import { DEFAULT_TICKET_LIST_PARAMS, parseTicketListUrl, toUrlParams } from "./list-url.ts"
import {
  canonicalViewQuery,
  isMyTicket,
  MY_TICKETS_QUERY,
  SAVED_VIEW_LIMITS,
  sameViewName,
  viewHref,
  viewNameProblem,
  viewParams,
  viewQueryOf,
  viewShown,
} from "./saved-views.ts"

const me = { userid: 7, companyid: 3, email: "Ann.Lee@example.com", firstname: "Ann", lastname: "Lee" }
const ticket = { companyid: 3, createdbyuserid: null, contactname: null, contactemail: null }

describe("isMyTicket", () => {
  it.each([
    ["raised by me", { createdbyuserid: 7 }, true],
    [
      "raised by me in another company (staff raising for a customer)",
      { companyid: 9, createdbyuserid: 7 },
      true,
    ],
    ["raised by someone else", { createdbyuserid: 8 }, false],
    ["my email as contact, other case and spaces", { contactemail: " ann.lee@EXAMPLE.com " }, true],
    ["my name as contact, other case", { contactname: "ann LEE" }, true],
    ["my name as contact in another company", { companyid: 9, contactname: "Ann Lee" }, false],
    ["my email as contact in another company", { companyid: 9, contactemail: "ann.lee@example.com" }, false],
    ["someone else's name", { contactname: "Ann Leeds" }, false],
    ["no contact at all", {}, false],
  ] as const)("%s", (_, patch, expected) => expect(isMyTicket({ ...ticket, ...patch }, me)).toBe(expected))

  it("an empty name or email never matches an empty contact", () =>
    expect(
      isMyTicket(
        { ...ticket, contactname: " ", contactemail: "" },
        { ...me, email: "", firstname: "", lastname: "" },
      ),
    ).toBe(false))
})

describe("the mine flag in the list URL", () => {
  it.each([
    ["1", true],
    ["0", false],
    ["yes", false],
    [undefined, false],
  ] as const)("mine=%s reads %s", (raw, expected) =>
    expect(parseTicketListUrl({ mine: raw }).filters.mine).toBe(expected),
  )

  it("is written only when on", () => {
    const on = {
      ...DEFAULT_TICKET_LIST_PARAMS,
      filters: { ...DEFAULT_TICKET_LIST_PARAMS.filters, mine: true },
    }
    expect(toUrlParams(on)).toEqual({ mine: "1" })
    expect(toUrlParams(DEFAULT_TICKET_LIST_PARAMS)).toEqual({})
  })
})

describe("view queries", () => {
  it("My tickets is mine=1", () => expect(MY_TICKETS_QUERY).toBe("mine=1"))

  it("a view keeps everything but the page", () =>
    expect(
      viewQueryOf(parseTicketListUrl({ page: "4", status: "open", locations: "3,5", search: "jam" })),
    ).toBe("status=open&search=jam&locations=3,5"))

  it.each([
    ["?status=open&page=2", "status=open"],
    ["locations=5,3&bogus=1&status=nope", "locations=5,3"],
    ["", ""],
    ["sort=problem&sortDirection=asc&mine=1", "sort=problem&sortDirection=asc&mine=1"],
  ])("canonical form of %j is %j", (raw, expected) => expect(canonicalViewQuery(raw)).toBe(expected))

  it("opens the state it was saved from", () => {
    const state = parseTicketListUrl({ status: "closed", contactname: "Ann Lee", mine: "1" })
    expect(viewParams(viewQueryOf(state))).toEqual(state)
  })

  it("links to the list", () => {
    expect(viewHref("")).toBe("/tickets")
    expect(viewHref("mine=1")).toBe("/tickets?mine=1")
  })

  it("finds the view shown, whatever the page", () => {
    const views = [
      { name: "Open", query: "status=open" },
      { name: "Mine", query: "mine=1" },
    ]
    expect(viewShown(views, parseTicketListUrl({ mine: "1", page: "3" }))?.name).toBe("Mine")
    expect(viewShown(views, parseTicketListUrl({ status: "closed" }))).toBeUndefined()
  })
})

describe("view names", () => {
  it.each([
    ["", "Name is required"],
    ["   ", "Name is required"],
    [
      "x".repeat(SAVED_VIEW_LIMITS.nameMaxLength + 1),
      `Name must be less than ${SAVED_VIEW_LIMITS.nameMaxLength} characters`,
    ],
    ["Open at Plant 2", undefined],
    [` ${"x".repeat(SAVED_VIEW_LIMITS.nameMaxLength)} `, undefined],
  ])("%j: %s", (name, expected) => expect(viewNameProblem(name)).toBe(expected))

  it("compares names ignoring case and surrounding spaces", () => {
    expect(sameViewName(" Open ", "OPEN")).toBe(true)
    expect(sameViewName("Open", "Opened")).toBe(false)
  })
})

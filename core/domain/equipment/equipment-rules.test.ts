import { describe, expect, it } from "vitest"
import {
  CHANGE_REQUEST_FAILURE,
  canSubmitChangeRequest,
  changeRequestFailureText,
  changeRequestProblems,
} from "./change-request.ts"
import { DEFAULT_EQUIPMENT_COLUMNS, fitsTable, normalizeColumns } from "./fields.ts"
import { DEFAULT_EQUIPMENT_LIST_PARAMS, equipmentUrlParams, parseEquipmentListUrl } from "./list-url.ts"
import { newTicketHref, placementFromUrl } from "./ticket-prefill.ts"

describe("equipment list URL (spec section 4 rules with the equipment defaults)", () => {
  it.each([
    [{}, { page: 0, pageSize: 50, sort: "description", sortDirection: "asc" }],
    [{ page: "3" }, { page: 2 }],
    [{ page: "abc" }, { page: 0 }],
    [{ page: "0" }, { page: 0 }],
    [{ pageSize: "500000" }, { pageSize: 50 }],
    [{ pageSize: "10" }, { pageSize: 10 }],
    [
      { sort: "bogus", sortDirection: "asc" },
      { sort: "description", sortDirection: "asc" },
    ],
    [{ sort: "oem" }, { sort: "oem", sortDirection: "desc" }],
    [
      { sort: "oem", sortDirection: "asc" },
      { sort: "oem", sortDirection: "asc" },
    ],
    [{ search: "  PE  " }, { search: "PE" }],
  ])("%j reads as %j", (url, expected) => {
    expect(parseEquipmentListUrl(url)).toMatchObject(expected)
  })

  it("reads filters and drops what is not valid", () => {
    const state = parseEquipmentListUrl({
      agreements: "1,x,3",
      locations: "4",
      oem: "Dell, HPE",
      sla: "4 Hour",
      contracttype: "Warranty Track",
      monitored: "1",
    })
    expect(state.filters).toEqual({
      agreements: [1, 3],
      locations: [4],
      oem: ["Dell", "HPE"],
      responsetime: ["4 Hour"],
      contracttype: "Warranty Track",
      monitored: "1",
      account: null,
    })
    expect(parseEquipmentListUrl({ contracttype: "Bogus", monitored: "yes" }).filters).toMatchObject({
      contracttype: null,
      monitored: null,
    })
  })

  it("a page size change resets the page; writing back leaves defaults out", () => {
    const previous = parseEquipmentListUrl({ page: "4" })
    expect(parseEquipmentListUrl({ page: "4", pageSize: "100" }, previous).page).toBe(0)
    expect(equipmentUrlParams(DEFAULT_EQUIPMENT_LIST_PARAMS)).toEqual({})
    const view = parseEquipmentListUrl({
      page: "2",
      sort: "oem",
      sortDirection: "desc",
      contracttype: "All",
      oem: "Dell",
    })
    expect(parseEquipmentListUrl(equipmentUrlParams(view))).toEqual(view)
  })

  it("keeps the chosen customer account (staff and sales reps) in the URL", () => {
    const view = parseEquipmentListUrl({ account: "7", search: "rack" })
    expect(view.filters.account).toBe(7)
    expect(equipmentUrlParams(view)).toEqual({ account: "7", search: "rack" })
    expect(parseEquipmentListUrl({ account: "x" }).filters.account).toBeNull()
    expect(parseEquipmentListUrl({ account: "-3" }).filters.account).toBeNull()
  })
})

describe("column choice", () => {
  it("keeps known columns in the chooser's order and falls back to the defaults when empty", () => {
    expect(normalizeColumns(["oem", "bogus", "description", "oem"])).toEqual(["description", "oem"])
    expect(normalizeColumns([])).toEqual(DEFAULT_EQUIPMENT_COLUMNS)
    expect(normalizeColumns([42, null])).toEqual(DEFAULT_EQUIPMENT_COLUMNS)
  })

  it("fits a table up to the size's capacity, cards beyond it", () => {
    expect(fitsTable(DEFAULT_EQUIPMENT_COLUMNS, "medium")).toBe(true)
    expect(fitsTable(DEFAULT_EQUIPMENT_COLUMNS, "small")).toBe(false)
    expect(fitsTable([...DEFAULT_EQUIPMENT_COLUMNS, "oem", "partnumber"], "medium")).toBe(false)
    expect(fitsTable([...DEFAULT_EQUIPMENT_COLUMNS, "oem", "partnumber"], "large")).toBe(true)
  })
})

describe("change request checks (spec section 5)", () => {
  const ok = { agreementid: 2, salesemail: "rep@example.com", message: "Add coverage", equipmentid: 7 }
  it.each([
    [{}, []],
    [{ agreementid: null }, ["Current agreement was not able to be located"]],
    [{ salesemail: null }, ["Sales representative email was not available"]],
    [{ salesemail: "  " }, ["Sales representative email was not available"]],
    [{ message: " \n " }, ["Message was empty"]],
    [{ equipmentid: null }, ["Equipment not properly defined"]],
    [
      { agreementid: null, salesemail: null, message: "", equipmentid: null },
      [
        "Current agreement was not able to be located",
        "Sales representative email was not available",
        "Message was empty",
        "Equipment not properly defined",
      ],
    ],
  ])("%j fails %j", (change, problems) => {
    expect(changeRequestProblems({ ...ok, ...change })).toEqual(problems)
  })

  it("disables submit while the message is empty or a submission runs", () => {
    expect(canSubmitChangeRequest("", false)).toBe(false)
    expect(canSubmitChangeRequest("  ", false)).toBe(false)
    expect(canSubmitChangeRequest("x", true)).toBe(false)
    expect(canSubmitChangeRequest("x", false)).toBe(true)
  })

  it("puts the server's text on a new line after the heading, when there is one", () => {
    expect(changeRequestFailureText("to must be the sales representative")).toBe(
      `${CHANGE_REQUEST_FAILURE}\nto must be the sales representative`,
    )
    expect(changeRequestFailureText(null)).toBe("Unable to submit a change request")
    expect(changeRequestFailureText(" ")).toBe("Unable to submit a change request")
  })
})

describe("new ticket from equipment", () => {
  it("writes and reads the placement", () => {
    const href = newTicketHref({ agreementid: 2, locationid: 5, equipmentid: 10001 })
    expect(href).toBe("/tickets/new?agreementid=2&locationid=5&equipmentid=10001")
    expect(placementFromUrl(Object.fromEntries(new URLSearchParams(href.split("?")[1])))).toEqual({
      agreementid: 2,
      locationid: 5,
      equipmentid: 10001,
    })
    expect(placementFromUrl({ agreementid: "x", locationid: "-1" })).toEqual({})
    expect(newTicketHref({ agreementid: null, locationid: null, equipmentid: null })).toBe("/tickets/new")
  })
})

import { describe, expect, it } from "vitest"
import { EQUIPMENT_LIST_URL } from "../../../core/domain/equipment/list-url.ts"
import { dateRangeField } from "../../../core/domain/lists/url-fields.ts"
import { USER_LIST_URL } from "../../../core/domain/users/list-url.ts"
import { checkField, pagingParams } from "./list-options.ts"

const { filters } = EQUIPMENT_LIST_URL.fields

describe("checkField: an option checked against its list's URL declaration", () => {
  it.each([
    [filters.agreements.shape, " 3, 7", "3,7"],
    [filters.oem.shape, "Acme , Zeta", "Acme,Zeta"],
    [filters.account.shape, " 12", "12"],
    [filters.contracttype.shape, "Expired", "Expired"],
    [dateRangeField("calldate").shape, "2026-01-01:2026-01-31", "2026-01-01:2026-01-31"],
  ])("%j %j -> %j", (shape, value, out) => expect(checkField("--x", shape, value, "things")).toBe(out))

  it.each([
    [filters.agreements.shape, "3,x", "--x must be things; got '3,x'"],
    [filters.oem.shape, "Acme,,Zeta", "--x must be things; got 'Acme,,Zeta'"],
    [filters.account.shape, "0", "--x must be a whole number from 1 to"],
    [filters.contracttype.shape, "Gold", "--x must be one of All, "],
    [dateRangeField("calldate").shape, "2026-02-01", "--x must be start:end"],
  ])("%j refuses %j", (shape, value, message) =>
    expect(() => checkField("--x", shape, value, "things")).toThrow(message),
  )
})

describe("pagingParams", () => {
  it("checks the sort against the list's own sort fields", () => {
    expect(pagingParams(EQUIPMENT_LIST_URL.fields, { sort: "oem" })).toEqual({ sort: "oem" })
    expect(() => pagingParams(USER_LIST_URL.fields, { sort: "oem" })).toThrow(
      "--sort must be one of firstname",
    )
  })

  it("sorts a lone direction by the list's default field", () => {
    expect(pagingParams(EQUIPMENT_LIST_URL.fields, { direction: "desc" })).toEqual({
      sort: "description",
      sortDirection: "desc",
    })
    expect(pagingParams(USER_LIST_URL.fields, { direction: "asc" })).toEqual({
      sort: "firstname",
      sortDirection: "asc",
    })
  })

  it.each([
    [
      { page: "2", pageSize: "1000", search: " jam " },
      { page: "2", pageSize: "1000", search: "jam" },
    ],
    [{ all: true }, { pageSize: "1000" }],
    [{ all: true, pageSize: "50" }, { pageSize: "50" }],
  ])("%j -> %j", (o, out) => expect(pagingParams(USER_LIST_URL.fields, o)).toEqual(out))

  it.each([
    [{ page: "0" }, "--page must be a whole number"],
    [{ pageSize: "1001" }, "--page-size must be a whole number from 1 to 1000"],
    [{ direction: "up" }, "--direction must be one of asc, desc"],
    [{ all: true, page: "2" }, "give either --page or --all (which reads every page), not both"],
  ])("%j refused", (o, message) => expect(() => pagingParams(USER_LIST_URL.fields, o)).toThrow(message))
})

import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { toUserUrlParams, type UsersListOptions } from "./users-list-options.ts"

describe("portal users list: options checked as the /users URL", () => {
  it.each<[UsersListOptions, Record<string, string>]>([
    [{}, {}],
    [{ active: "active" }, { active: "1" }],
    [{ active: "deactivated" }, { active: "0" }],
    [{ active: "0" }, { active: "0" }],
    [{ active: "all" }, {}],
    [
      { search: " ann ", sort: "email", direction: "desc", page: "2", pageSize: "48" },
      { search: "ann", sort: "email", sortDirection: "desc", page: "2", pageSize: "48" },
    ],
  ])("%j -> %j", (options, url) => expect(toUserUrlParams(options)).toEqual(url))

  it.each<[UsersListOptions, string]>([
    [{ active: "yes" }, "--active must be one of all, active, deactivated, 1, 0; got 'yes'"],
    [{ sort: "oem" }, "--sort must be one of firstname"],
    [{ direction: "up" }, "--direction must be one of asc, desc; got 'up'"],
    [{ page: "abc" }, "--page must be a whole number"],
    [{ page: "0" }, "--page must be a whole number"],
    [{ pageSize: "1001" }, "--page-size must be a whole number from 1 to 1000"],
  ])("refuses %j as a usage error naming the option", (options, message) => {
    let error: unknown
    try {
      toUserUrlParams(options)
    } catch (e) {
      error = e
    }
    expect(isCliError(error) ? error.exitCode : error).toBe(2)
    expect((error as Error).message).toContain(message)
  })
})

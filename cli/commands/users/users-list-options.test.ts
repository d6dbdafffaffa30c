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

  /** Each refusal's line, by the option value that earns it. */
  const refusals = {
    "--active must be one of all, active, deactivated, 1, 0; got 'yes'": { active: "yes" },
    "--sort must be one of firstname": { sort: "oem" },
    "--direction must be one of asc, desc; got 'up'": { direction: "up" },
    "--page must be a whole number from 1": { page: "abc" },
    "--page must be a whole number from 1 to": { page: "0" },
    "--page-size must be a whole number from 1 to 1000": { pageSize: "1001" },
  } satisfies Record<string, UsersListOptions>

  it.each(Object.entries(refusals))("says %s", (line, options) =>
    expect(() => toUserUrlParams(options)).toThrow(line),
  )

  it("refuses as a usage error (exit 2)", () => {
    const thrown = (() => {
      try {
        return toUserUrlParams({ sort: "oem" })
      } catch (error) {
        return error
      }
    })()
    expect(isCliError(thrown) && thrown.exitCode).toBe(2)
  })
})

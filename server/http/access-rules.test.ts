import { describe, expect, it } from "vitest"
import { ROLES } from "../../core/domain/roles.ts"
import { accessTableProblems, contractEndpoints } from "./access-check.ts"
import { accessRuleOf, roleAllowed } from "./access-rules.ts"

describe("the access table", () => {
  it("has exactly one row per contract endpoint, agreeing on the session", () => {
    expect(contractEndpoints().length).toBeGreaterThan(20)
    expect(accessTableProblems()).toEqual([])
  })

  it("names an endpoint the contract has without a row, a row without an endpoint and a session mismatch", () => {
    const skipped = ["tickets.list", "config.config", "shell.banner", "shell.user"]
    const endpoints = [
      ...contractEndpoints().filter((e) => !skipped.includes(e.key)),
      { key: "tickets.purge", method: "DELETE", path: "/v1/tickets", authenticated: true, fields: [] },
      { key: "config.config", method: "GET", path: "/v1/config", authenticated: true, fields: [] },
      { key: "shell.banner", method: "GET", path: "/v1/banner/:id", authenticated: true, fields: ["id"] },
      { key: "shell.user", method: "GET", path: "/v1/users/me", authenticated: true, fields: [] },
    ]
    expect(accessTableProblems(endpoints)).toEqual([
      "tickets.purge (DELETE /v1/tickets) has no access rule",
      "config.config: the access table says session none, the contract requires one",
      "shell.banner names a user but its rule declares no userAction",
      "shell.user declares a userAction but names no user",
      "tickets.list has an access rule but no endpoint in the contract",
    ])
  })

  it("looks rules up by group and endpoint, never through the prototype", () => {
    expect(accessRuleOf("tickets", "list")?.scope).toBe("company")
    expect(accessRuleOf("tickets", "nope")).toBeUndefined()
    expect(accessRuleOf("__proto__", "constructor")).toBeUndefined()
  })

  it("lets a role through when the rule allows any role or lists it", () => {
    const adminsOnly = {
      session: "required",
      roles: [ROLES.developer, ROLES.systemAdmin],
      scope: "global",
    } as const
    expect(roleAllowed(adminsOnly, ROLES.systemAdmin)).toBe(true)
    expect(roleAllowed(adminsOnly, ROLES.companyUser)).toBe(false)
    expect(roleAllowed({ ...adminsOnly, roles: "any" }, ROLES.salesRep)).toBe(true)
  })
})

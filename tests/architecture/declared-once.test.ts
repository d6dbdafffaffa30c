import { describe, expect, it } from "vitest"
import { repoRoot } from "./cruise.ts"
import { findCopies, projectSources } from "./declared-once.ts"

describe("limits and field lists declared once", () => {
  it("no source file holds a copy of a declared limit or field list", () => {
    const sources = projectSources(repoRoot)
    expect(sources.length).toBeGreaterThan(100)
    expect(sources.flatMap((file) => findCopies(file))).toEqual([])
  })
})

describe("the copy finder itself", () => {
  it.each([
    ["ui/a.tsx", "<input maxLength={50} />", "an input length written as a number"],
    ["core/api/x.ts", "Schema.isLessThanOrEqualTo(2_147_483_647)", "the largest id"],
    ["core/api/x.ts", "const Q = Schema.NumberFromString.check(Schema.isInt())", "query string"],
    [
      "core/schema/n.ts",
      "Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(MAX_ID))",
      "the id schema",
    ],
    ["core/schema/f.ts", 'c.id === "effect/schema/isMaxLength"', "Effect-internal check id"],
    ["core/domain/c.ts", '  ["AF", "Afghanistan", "93"],', "copied country table"],
    ["server/admin/x.ts", "sql`UPDATE sessions SET ended = now() WHERE userid = 1`", "ending sessions"],
    ["server/users/x.ts", "sql`UPDATE users SET sessions_epoch = sessions_epoch + 1`", "ending sessions"],
    [
      "server/equipment/x.sql.ts",
      "sql.raw(`e.equipmentid, e.modelnumber, e.partnumber`)",
      "equipment field list",
    ],
    ["core/schema/equipment.ts", "  systemname: Text,", "equipment field list"],
    ["ui/lib/portal-config.ts", "export interface PortalConfig {", "copy of the contract's PublicConfig"],
    [
      "server/auth/session-store.ts",
      "sql`UPDATE sessions SET ended = now() WHERE sessionid IN (1)`",
      "ending sessions",
    ],
    [
      "server/admin/x.ts",
      "const likeTerm = (t: string) => '%' + t.replace(/[\\\\%_]/g, escapeOne) + '%'",
      "LIKE's wildcards",
    ],
  ])("finds the copy in %s: %s", (path, text, what) => {
    expect(findCopies({ path, text }).join("\n")).toContain(what)
  })

  it.each([
    ["core/domain/constants.ts", "export const MAX_ID = 2_147_483_647"],
    ["core/schema/id.ts", "export const QueryInt = () => Schema.NumberFromString.check(Schema.isInt())"],
    ["ui/a.tsx", "<input maxLength={NAME_MAX_LENGTH} />"],
  ])("accepts the declaration or a use in %s", (path, text) => {
    expect(findCopies({ path, text })).toEqual([])
  })
})

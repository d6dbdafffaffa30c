import { describe, expect, it } from "vitest"
import { repoRoot } from "./cruise.ts"
import { projectSources } from "./declared-once.ts"
import { findRowTypeArguments } from "./typed-rows.ts"

describe("server rows typed by shapes, not by type arguments", () => {
  it("no server source states a row type with query<, run< or queryPrepared<", () => {
    const server = projectSources(repoRoot).filter((file) => file.path.startsWith("server/"))
    expect(server.length).toBeGreaterThan(50)
    expect(server.flatMap((file) => findRowTypeArguments(file))).toEqual([])
  })
})

describe("the type argument finder itself", () => {
  it.each([
    ["server/seed/seed.ts", "const rows = await db.run<{ n: number }>(sql`SELECT 1 AS n`)", "run<"],
    ["server/admin/x.ts", "yield* query<{ userid: number }>(sql`SELECT userid FROM users`)", "query<"],
    ["server/auth/s.ts", 'await db.queryPrepared<Caller>("find", text, [key])', "queryPrepared<"],
    ["server/db/pglite-prepared.ts", "return run<T>(name, text, params)", "run<"],
  ])("finds the type argument in %s: %s", (path, text, call) => {
    expect(findRowTypeArguments({ path, text }).join("\n")).toContain(`${path}:1: ${call}`)
  })

  it.each([
    ["server/db/rows.ts", "queries.run<RowOf<S>>(statement)"],
    ["server/db/queries.ts", "return query<T>(sql, params)"],
    ["server/seed/seed.ts", "await runRows(db, { n: computed<number>() }, sql`SELECT 1 AS n`)"],
    ["server/admin/x.ts", "yield* query(sql`UPDATE users SET roleid = 1`)"],
    ["server/db/x.ts", "// an old db.run<{ n: number }>(...) in a comment"],
    ["ui/lib/x.ts", "useQuery<Data>(key)"],
  ])("accepts %s: %s", (path, text) => {
    expect(findRowTypeArguments({ path, text })).toEqual([])
  })
})

import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { savedViewTexts } from "../../core/domain/tickets/saved-views.ts"
import { racesRun, withRaceServer } from "../testing/race-server.ts"

/**
 * Issue 28: two saves of one view name at once get one 2xx and one 409 naming `name`, never a 500
 * or two views, on PostgreSQL where the requests really overlap (PGlite serialises them).
 */
const save = async (url: string, session: string, name: string) => {
  const response = await fetch(`${url}/v1/preferences/ticket-views`, {
    method: "POST",
    headers: { authorization: `EC ${session}`, "content-type": "application/json" },
    body: JSON.stringify({ name, query: "status=open" }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe.runIf(racesRun)("saved view names under concurrent saves (PostgreSQL)", () => {
  it("one name saved twice at once, ten times over: each time one 200 and one 409 naming the field", async () => {
    await withRaceServer("portal_view_races", async (server) => {
      const session = await server.signIn("acme.user")
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all([
          save(server.url, session, `race ${round}`),
          save(server.url, session, `RACE ${round}`),
        ])
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
        expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
          _tag: "Conflict",
          field: "name",
          message: savedViewTexts.duplicate,
        })
      }
      const [row] = await server.db.run<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM saved_views WHERE name ILIKE 'race %'`,
      )
      expect(row!.n).toBe(10)
    })
  }, 180_000)

  it("the unique index alone refuses a second name when two saves skip the check (renames racing)", async () => {
    await withRaceServer("portal_view_renames", async (server) => {
      const session = await server.signIn("acme.user")
      const a = (await save(server.url, session, "first")).body.viewid
      const b = (await save(server.url, session, "second")).body.viewid
      const rename = (viewid: unknown) =>
        fetch(`${server.url}/v1/preferences/ticket-views/${viewid}`, {
          method: "PATCH",
          headers: { authorization: `EC ${session}`, "content-type": "application/json" },
          body: JSON.stringify({ name: "Same" }),
        }).then((r) => r.status)
      expect((await Promise.all([rename(a), rename(b)])).sort()).toEqual([200, 409])
    })
  }, 180_000)
})

import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { tokenTexts } from "../../core/domain/tokens/personal-tokens.ts"
import { racesRun, withRaceServer } from "../testing/race-server.ts"

/**
 * Issue 26: two creations of one token name at once get one 2xx and one 409 naming `name`, never a
 * 500 or two tokens, on PostgreSQL where the requests really overlap (PGlite serialises them).
 */
const create = async (url: string, session: string, name: string) => {
  const response = await fetch(`${url}/v1/tokens`, {
    method: "POST",
    headers: { authorization: `EC ${session}`, "content-type": "application/json" },
    body: JSON.stringify({ name }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe.runIf(racesRun)("personal token names under concurrent creations (PostgreSQL)", () => {
  it("one name created twice at once, ten times over: each time one 200 and one 409 naming the field", async () => {
    await withRaceServer("portal_token_races", async (server) => {
      const session = await server.signIn("acme.user")
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all([
          create(server.url, session, `race ${round}`),
          create(server.url, session, `RACE ${round}`),
        ])
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
        expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
          _tag: "Conflict",
          field: "name",
          message: tokenTexts.duplicate,
        })
      }
      const [row] = await server.db.run<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM personal_tokens WHERE name ILIKE 'race %' AND revoked IS NULL`,
      )
      expect(row!.n).toBe(10)
    })
  }, 180_000)
})

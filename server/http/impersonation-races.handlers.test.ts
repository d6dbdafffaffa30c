import { sql } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { racesRun, useRaceServer } from "../testing/race-server.ts"

/**
 * Racing starts and ends of one impersonation on PostgreSQL (PGlite's single connection runs them
 * one after another): one staff session starts one impersonation, and one impersonation gives back
 * one staff session. Runs when PORTAL_TEST_DATABASE_URL is set (CI has a PostgreSQL).
 */
const raceServer = useRaceServer("portal_impersonation_races")
const ids: Record<string, number> = {}
beforeAll(async () => {
  if (!racesRun) return
  const rows = await raceServer().db.run<{ userid: number; username: string }>(
    sql`SELECT userid, username FROM users WHERE username IN ('sysadmin', 'acme.admin', 'acme.user')`,
  )
  for (const r of rows) ids[r.username] = r.userid
})

const tagOf = <A>(p: Promise<A>) =>
  p.then(
    () => "ok",
    (e: { _tag: string }) => e._tag,
  )
const sessionsOf = async (userid: number) =>
  (
    await raceServer().db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE userid = ${userid}`,
    )
  )[0]!.n

describe.runIf(racesRun)("impersonation races on PostgreSQL", () => {
  it("starts once from one staff session, however many starts race", async () => {
    const server = raceServer()
    const staff = await server.signIn("sysadmin")
    const targets = [ids["acme.user"]!, ids["acme.admin"]!, ids["acme.user"]!, ids["acme.admin"]!]
    const answers = await Promise.all(
      targets.map((userID) =>
        tagOf(server.run((c) => c.impersonation.start({ payload: { userID } }), staff)),
      ),
    )
    expect(answers.sort()).toEqual(["Unauthorized", "Unauthorized", "Unauthorized", "ok"])
  })

  it("ends once: racing ends of one impersonation open one staff session", async () => {
    const server = raceServer()
    const staff = await server.signIn("sysadmin")
    const { sessionID } = await server.run(
      (c) => c.impersonation.start({ payload: { userID: ids["acme.user"]! } }),
      staff,
    )
    const before = await sessionsOf(ids.sysadmin!)
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => tagOf(server.run((c) => c.impersonation.end(), sessionID))),
    )
    expect(answers.sort()).toEqual(["Unauthorized", "Unauthorized", "Unauthorized", "ok"])
    expect(await sessionsOf(ids.sysadmin!)).toBe(before + 1)
  })
})

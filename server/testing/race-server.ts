import { afterAll, beforeAll } from "vitest"
import { seededScratchDatabase } from "./template-postgres.ts"
import { startTestServer, type TestServer } from "./test-server.ts"

/**
 * Race tests run on PostgreSQL, where requests really overlap (PGlite's single connection runs them
 * one after another); they run when PORTAL_TEST_DATABASE_URL names one (CI has it), else skip.
 */
export const raceDatabaseUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""

/** Whether race tests run here: `describe.runIf(racesRun)`. */
export const racesRun = raceDatabaseUrl !== ""

/** A setup that can take a while on a loaded machine (copying the template, starting the server). */
const SETUP_MS = 240_000

/**
 * A test server on a new database named after `prefix`, copied from the run's migrated and seeded
 * PostgreSQL template; `stop` ends the server and drops the database.
 */
export const startRaceServer = async (prefix: string) => {
  const database = await seededScratchDatabase(raceDatabaseUrl, prefix)
  try {
    const server = await startTestServer({}, database.url)
    const stop = async () => {
      try {
        await server.stop()
      } finally {
        await database.drop()
      }
    }
    return { server, stop }
  } catch (error) {
    await database.drop()
    throw error
  }
}

/** Runs `f` against a race server of its own (see `startRaceServer`), stopped afterwards. */
export const withRaceServer = async <A>(
  prefix: string,
  f: (server: TestServer) => Promise<A>,
): Promise<A> => {
  const race = await startRaceServer(prefix)
  try {
    return await f(race.server)
  } finally {
    await race.stop()
  }
}

/**
 * One race server for the file's tests (started before them when races run here, stopped after);
 * call at the top of the file and read the server with the returned function inside tests.
 */
export const useRaceServer = (prefix: string): (() => TestServer) => {
  let race: Awaited<ReturnType<typeof startRaceServer>> | undefined
  beforeAll(async () => {
    if (racesRun) race = await startRaceServer(prefix)
  }, SETUP_MS)
  afterAll(() => race?.stop())
  return () => {
    if (race === undefined) throw new Error("no race server: PORTAL_TEST_DATABASE_URL is not set")
    return race.server
  }
}

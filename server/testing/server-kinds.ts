import { seededScratchDatabase } from "./template-postgres.ts"
import { startTestServer, type TestServer } from "./test-server.ts"

const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""

/**
 * Starters of the test server on PGlite and, when PORTAL_TEST_DATABASE_URL is set (CI has a
 * PostgreSQL), on a seeded scratch PostgreSQL database named after `prefix`; `stopAll` stops what
 * was started and drops the scratch databases.
 */
export const testServerKinds = (prefix: string) => {
  const stops: Array<() => Promise<void>> = []
  const kinds: Array<[string, () => Promise<TestServer>]> = [
    [
      "PGlite",
      async () => {
        const server = await startTestServer()
        stops.push(server.stop)
        return server
      },
    ],
  ]
  if (adminUrl !== "")
    kinds.push([
      "PostgreSQL",
      async () => {
        const database = await seededScratchDatabase(adminUrl, prefix)
        const server = await startTestServer({}, database.url)
        stops.push(async () => {
          await server.stop()
          await database.drop()
        })
        return server
      },
    ])
  const stopAll = async () => {
    for (const stop of stops.splice(0)) await stop()
  }
  return { kinds, stopAll }
}

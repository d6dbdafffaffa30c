import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { type RunningServer, type StartOptions, startServer } from "../app.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { copySeededDatabase } from "../testing/template-db.ts"

const signIn = async (url: string, username: string): Promise<string> => {
  const response = await fetch(`${url}/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: demoPassword }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { sessionID: string }
  return body.sessionID
}

const leftMenuStatus = async (url: string, sessionID: string): Promise<number> =>
  (await fetch(`${url}/v1/leftmenu`, { headers: { authorization: `EC ${sessionID}` } })).status

const root = mkdtempSync(join(tmpdir(), "portal-persist-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Servers a test started; each is closed (pool ended) before the test's database is dropped. */
const running = new Set<RunningServer>()
const start = async (options: StartOptions) => {
  const server = await startServer({ port: 0, host: "127.0.0.1", scale: "tiny", uiDir: root, ...options })
  running.add(server)
  return server
}
const close = async (server: RunningServer) => {
  running.delete(server)
  await server.close()
}
const closeAll = async () => {
  for (const server of [...running]) await close(server)
}
afterEach(closeAll)

describe("sessions survive a restart", () => {
  it("keeps a PGlite session across a server restart and ends it on logout", async () => {
    // A copy of the run's migrated and seeded template: what a first start leaves, without its
    // initdb, migrations and seed (the PostgreSQL test below starts from nothing).
    const dataDir = join(root, "db")
    await copySeededDatabase(dataDir)
    const first = await start({ dataDir })
    expect(first.seeded).toBeUndefined()
    const sessionID = await signIn(first.url, "acme.user")
    await close(first)

    const second = await start({ dataDir })
    expect(second.seeded).toBeUndefined()
    expect(await leftMenuStatus(second.url, sessionID)).toBe(200)
    await fetch(`${second.url}/v1/logout`, { headers: { authorization: `EC ${sessionID}` } })
    expect(await leftMenuStatus(second.url, sessionID)).toBe(401)
  }, 120_000)
})

/**
 * The PostgreSQL path: runs when PORTAL_TEST_DATABASE_URL points at a server where the user may
 * create databases (`.ci/run` starts Debian's PostgreSQL and sets it). A fresh database per run,
 * dropped only after every server on it has closed its pool.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
describe.runIf(adminUrl !== undefined && adminUrl !== "")("PostgreSQL by DATABASE_URL", () => {
  it("migrates, seeds, signs in and keeps the session across a restart", async () => {
    const name = `portal_test_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl ?? "")
    url.pathname = `/${name}`
    const databaseUrl = url.toString()
    try {
      const first = await start({ databaseUrl })
      expect(first.seeded).toBeDefined()
      const sessionID = await signIn(first.url, "globex.user")
      await close(first)
      const second = await start({ databaseUrl })
      expect(second.seeded).toBeUndefined()
      expect(await leftMenuStatus(second.url, sessionID)).toBe(200)
    } finally {
      await closeAll()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }, 180_000)
})

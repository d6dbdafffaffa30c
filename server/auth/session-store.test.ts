import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Db, openDatabase } from "../db/client.ts"
import { copySeededDatabase } from "../testing/template-db.ts"
import { postgresTemplate } from "../testing/template-postgres.ts"
import { createSession, findCaller, sessionKey } from "./session-store.ts"

const root = mkdtempSync(join(tmpdir(), "portal-session-store-"))
let db: Db
let userid: number
beforeAll(async () => {
  await copySeededDatabase(join(root, "db"))
  db = await openDatabase({ dataDir: join(root, "db") })
  const [user] = await db.run<{ userid: number }>(sql`SELECT userid FROM users WHERE username = 'acme.user'`)
  userid = user!.userid
})
afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe("findCaller reads the session from the database on every call", () => {
  it("finds a live session, then refuses it at once when ended", async () => {
    const sessionID = await createSession(db, userid)
    expect(await findCaller(db, sessionID)).toMatchObject({
      sessionID,
      userID: userid,
      isImpersonation: false,
    })
    // Signing out ends a session in server/auth/end-sessions.ts; the store sees only the column.
    await db.run(sql`UPDATE sessions SET ended = now() WHERE sessionid = ${sessionKey(sessionID)}`)
    expect(await findCaller(db, sessionID)).toBeUndefined()
  })

  it("refuses an expired session and a deactivated user", async () => {
    const expiring = await createSession(db, userid)
    expect(await findCaller(db, expiring)).toBeDefined()
    await db.run(
      sql`UPDATE sessions SET expires = now() - interval '1 second' WHERE sessionid = ${sessionKey(expiring)}`,
    )
    expect(await findCaller(db, expiring)).toBeUndefined()

    const sessionID = await createSession(db, userid)
    await db.run(sql`UPDATE users SET useractive = false WHERE userid = ${userid}`)
    expect(await findCaller(db, sessionID)).toBeUndefined()
    await db.run(sql`UPDATE users SET useractive = true WHERE userid = ${userid}`)
    expect(await findCaller(db, sessionID)).toBeDefined()
  })

  it("refuses unknown and malformed ids", async () => {
    expect(await findCaller(db, "0".repeat(64))).toBeUndefined()
    expect(await findCaller(db, "not-a-session")).toBeUndefined()
  })
})

/**
 * Migration 0025 on PGlite and (with PORTAL_TEST_DATABASE_URL) PostgreSQL: an impersonation is
 * refused once any write moves its staff member's password, role, company or active flag, even a
 * write that ends no session itself; writes to other columns leave it alone.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL
const databases: Array<[string, () => Promise<{ db: Db; drop: () => Promise<void> }>]> = [
  ["PGlite", async () => ({ db, drop: async () => undefined })],
]
if (adminUrl)
  databases.push([
    "PostgreSQL",
    async () => {
      const name = `portal_sessions_${process.pid}_${Date.now()}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      // Migrated and seeded at the tiny scale: a copy of the run's template.
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(adminUrl)}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const pgDb = await openDatabase({ databaseUrl: url.toString() })
      return {
        db: pgDb,
        drop: async () => {
          await pgDb.close()
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await admin.end()
        },
      }
    },
  ])

describe.each(databases)("an impersonation bound to its staff member (%s)", (_name, open) => {
  it("lives while the staff member is unchanged and ends when a bound column moves", async () => {
    const { db: on, drop } = await open()
    try {
      const [staff] = await on.run<{ userid: number }>(
        sql`SELECT userid FROM users WHERE username = 'sysadmin'`,
      )
      const [viewed] = await on.run<{ userid: number }>(
        sql`SELECT userid FROM users WHERE username = 'acme.user'`,
      )
      const changes = [
        sql`password_hash = password_hash || 'x'`,
        sql`roleid = 11`,
        sql`companyid = companyid + 1`,
        sql`useractive = false`,
      ]
      for (const change of changes) {
        const session = await createSession(on, viewed!.userid, {
          isImpersonation: true,
          impersonatorUserid: staff!.userid,
        })
        await on.run(
          sql`UPDATE users SET firstname = firstname || '' , login_count = login_count + 1 WHERE userid = ${staff!.userid}`,
        )
        expect(await findCaller(on, session)).toMatchObject({ userID: viewed!.userid, isImpersonation: true })
        const [before] = await on.run<Record<string, unknown>>(
          sql`SELECT * FROM users WHERE userid = ${staff!.userid}`,
        )
        await on.run(sql`UPDATE users SET ${change} WHERE userid = ${staff!.userid}`)
        expect(await findCaller(on, session)).toBeUndefined()
        await on.run(
          sql`UPDATE users SET password_hash = ${before!.password_hash}, roleid = ${before!.roleid},
                companyid = ${before!.companyid}, useractive = true WHERE userid = ${staff!.userid}`,
        )
        // Putting the staff member back does not revive it: the epoch only moves forward.
        expect(await findCaller(on, session)).toBeUndefined()
      }
    } finally {
      await drop()
    }
  })
})

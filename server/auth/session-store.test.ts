import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Db, openDatabase } from "../db/client.ts"
import { copySeededDatabase } from "../testing/template-db.ts"
import { createSession, endSession, findCaller, sessionKey } from "./session-store.ts"

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
    await endSession(db, sessionID)
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

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoPassword } from "../seed/seed-catalog.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { maxLoginAttempts } from "./login-attempts.ts"
import { keysDerived } from "./password.ts"
import { maxSessionsPerUser, sessionKey } from "./session-store.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  })

const signIn = async (username: string, password: string) => {
  const response = await post("/v1/login", { username, password })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const attemptsOf = async (username: string) =>
  ((await (await post("/v1/login/attempts", { username })).json()) as { attemptsRemaining: number })
    .attemptsRemaining

/** A seeded user nobody else signs in as in this file. */
const spareUser = async (offset: number) => {
  const rows = await server.db.run<{ username: string }>(
    sql`SELECT username FROM users WHERE userid > 8 AND useractive ORDER BY userid OFFSET ${offset} LIMIT 1`,
  )
  return rows[0]!.username
}

describe("the sign-in lock", () => {
  it("cannot be outrun: 49 wrong passwords in flight and the right one last are all refused", async () => {
    const username = await spareUser(0)
    const wrong = Array.from({ length: 49 }, () => signIn(username, "wrong-password"))
    await new Promise((resolve) => setImmediate(resolve))
    const right = await signIn(username, demoPassword)
    const answers = await Promise.all(wrong)
    expect(right.status).toBe(423)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(maxLoginAttempts - 1)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0)
  })

  it("counts unknown usernames down and locks them exactly like real ones", async () => {
    const real = await spareUser(1)
    for (const username of [real, "no.such.person"]) {
      const seen: Array<[number, number]> = []
      for (let i = 0; i <= maxLoginAttempts; i++) {
        const { status } = await signIn(username, "wrong-password")
        seen.push([status, await attemptsOf(username)])
      }
      expect(seen).toEqual([
        [401, 4],
        [401, 3],
        [401, 2],
        [401, 1],
        [423, 0],
        [423, 0],
      ])
    }
  })

  it("answers a wrong password for an unknown user with the same scrypt work as for a real one", async () => {
    const real = await spareUser(2)
    // The keys derived by one sign-in, per scrypt cost: the work it does, not its wall time.
    const workOf = async (username: string) => {
      const before = new Map(keysDerived)
      expect((await signIn(username, "wrong-password")).status).toBe(401)
      await server.db.run(sql`DELETE FROM login_attempts`)
      return [...keysDerived].flatMap(([cost, n]) => Array(n - (before.get(cost) ?? 0)).fill(cost))
    }
    // The first unknown name also hashes the decoy once; from then on each sign-in derives one key.
    await workOf("nobody.at.all")
    const known = await workOf(real)
    expect(known).toHaveLength(1)
    expect(await workOf("nobody.at.all")).toEqual(known)
  })

  it("ends: an expired lock lets the right password in again and starts the count anew", async () => {
    const username = await spareUser(3)
    for (let i = 0; i < maxLoginAttempts; i++) await signIn(username, "wrong-password")
    expect((await signIn(username, demoPassword)).status).toBe(423)
    await server.db.run(
      sql`UPDATE login_attempts SET locked_until = now() - interval '1 second' WHERE username_key = ${username}`,
    )
    expect(await attemptsOf(username)).toBe(maxLoginAttempts)
    expect((await signIn(username, demoPassword)).status).toBe(200)
  })
})

describe("sessions at rest", () => {
  it("stores only a hash of the session id", async () => {
    const { body } = await signIn("acme.user", demoPassword)
    const id = String(body.sessionID)
    const raw = await server.db.run(sql`SELECT 1 FROM sessions WHERE sessionid = ${id}`)
    const hashed = await server.db.run(sql`SELECT 1 FROM sessions WHERE sessionid = ${sessionKey(id)}`)
    expect([raw.length, hashed.length]).toEqual([0, 1])
  })

  it(`keeps at most ${maxSessionsPerUser} live sessions a user, ending the oldest`, async () => {
    const username = await spareUser(4)
    const ids: string[] = []
    for (let i = 0; i <= maxSessionsPerUser; i++)
      ids.push(String((await signIn(username, demoPassword)).body.sessionID))
    const status = async (id: string) =>
      (await fetch(`${server.url}/v1/leftmenu`, { headers: { authorization: `EC ${id}` } })).status
    expect(await status(ids[0]!)).toBe(401)
    expect(await status(ids[1]!)).toBe(200)
    expect(await status(ids.at(-1)!)).toBe(200)
  })

  it("signs out of every session at once", async () => {
    const username = "globex.admin"
    const [a, b] = [await signIn(username, demoPassword), await signIn(username, demoPassword)]
    const headers = (s: typeof a) => ({ authorization: `EC ${String(s.body.sessionID)}` })
    const out = await post("/v1/logout/all", {}, headers(a))
    expect(await out.json()).toMatchObject({ status: "success", message: "Signed out of 2 sessions" })
    for (const s of [a, b])
      expect((await fetch(`${server.url}/v1/leftmenu`, { headers: headers(s) })).status).toBe(401)
  })
})

describe("sign-ins per client address", () => {
  it("answers 429 with Retry-After past the limit, whatever the usernames", async () => {
    // Its own data folder: the default one is the demo database `npm start` may have open.
    const strict = await startTestServer({ signInsPerAddress: 3 })
    try {
      const tries = []
      for (const username of ["a.one", "b.two", "c.three", "d.four"])
        tries.push(
          await fetch(`${strict.url}/v1/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username, password: "x" }),
          }),
        )
      expect(tries.map((r) => r.status)).toEqual([401, 401, 401, 429])
      const refused = tries[3]!
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      expect(await refused.json()).toMatchObject({ _tag: "TooManyRequests" })
    } finally {
      await strict.stop()
    }
  })
})

import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import ExcelJS from "exceljs"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RESET_MAILS_PER_HOUR } from "../../core/domain/account-tokens.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { signIn } from "../testing/acknowledged-writes.ts"
import { scratchDatabase } from "../testing/durability-round.ts"
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts"

/**
 * All state lives in the database (sessions, attachments and exports included), so two server
 * processes on one PostgreSQL serve one user alternately, as behind a load balancer.
 */
const adminUrl = process.env.PORTAL_TEST_DATABASE_URL ?? ""
const SIGN_INS_PER_ADDRESS = 10
const filesDir = mkdtempSync(join(tmpdir(), "portal-two-servers-"))
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined
let a: ServerProcess
let b: ServerProcess

beforeAll(async () => {
  if (adminUrl === "") return
  database = await scratchDatabase(adminUrl, "portal_two_servers")
  const env = {
    DATABASE_URL: database.url,
    PORTAL_SEED_SCALE: "tiny",
    PORTAL_FILES_DIR: filesDir,
    PORTAL_ATTACHMENT_QUOTA_MB: "1",
    // The sign-in throttle's client address comes from X-Forwarded-For of a proxy on this machine;
    // the tests' own sign-ins, without it, count against 127.0.0.1: keep them under the limit.
    PORTAL_SIGN_INS_PER_ADDRESS: String(SIGN_INS_PER_ADDRESS),
    PORTAL_TRUSTED_PROXIES: "127.0.0.1/32,::1/128,::ffff:127.0.0.1/128",
  }
  // Started together on an empty database: one migrates and seeds, the other waits for it.
  ;[a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
}, 240_000)
afterAll(async () => {
  await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")])
  await database?.drop()
  rmSync(filesDir, { recursive: true, force: true })
})

const call = async (server: ServerProcess, path: string, session: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  headers.set("authorization", `EC ${session}`)
  return fetch(`${server.url}${path}`, { ...init, headers })
}
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
const upload = (
  server: ServerProcess,
  session: string,
  ticketid: number,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
) =>
  call(server, `/v1/ticket/${ticketid}/attachment?filename=${name}`, session, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: bytes,
  })
const sheetRows = async (response: Response) => {
  expect(response.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer)
  return workbook.worksheets[0]!.rowCount - 1
}

describe.runIf(adminUrl !== "")("two server processes on one PostgreSQL", () => {
  let session: string
  let ticketid: number

  it("start together: one seeds, both serve", () => {
    const seeded = [a, b].filter((s) => s.output().includes("Seeded tiny data"))
    expect(seeded).toHaveLength(1)
    expect(a.url).not.toBe(b.url)
  })

  it("serve one user alternately: sign in on A, upload on B, download on A", async () => {
    session = await signIn(a.url, "acme.user")
    const list = await json<{ items: Array<{ ticketid: number }> }>(
      await call(b, "/v1/ticketdetails?pl=1", session),
    )
    ticketid = list.items[0]!.ticketid
    const bytes = new TextEncoder().encode("pressure log from line 3")
    const file = await json<{ dmsId: string; fileName: string }>(
      await upload(b, session, ticketid, "pressure.txt", bytes),
    )
    const viaDocuments = await call(a, `/documents/${file.dmsId}`, session)
    expect(await viaDocuments.text()).toBe("pressure log from line 3")
    expect(viaDocuments.headers.get("content-disposition")).toContain("pressure.txt")
    const viaDownload = await call(a, "/v1/download/", session, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ filename: file.fileName }),
    })
    expect(await viaDownload.text()).toBe("pressure log from line 3")
    const files = await json<{ files: Array<{ dmsId: string }> }>(
      await call(a, `/v1/viewall/ticket/${ticketid}`, session),
    )
    expect(files.files.map((f) => f.dmsId)).toContain(file.dmsId)
  })

  it("export on one, download the sheet from the other, both ways", async () => {
    const { count } = await json<{ count: number }>(await call(a, "/v1/ticketdetails?pl=1", session))
    const fromA = await json<{ url: string }>(await call(a, "/v1/excel/tickets", session))
    expect(await sheetRows(await call(b, fromA.url, session))).toBe(count)
    const fromB = await json<{ url: string }>(await call(b, "/v1/excel/tickets", session))
    expect(await sheetRows(await call(a, fromB.url, session))).toBe(count)
  })

  it("count one company's quota across both: concurrent uploads cannot pass it together", async () => {
    const part = new Uint8Array(400 * 1024).fill(1)
    const answers = await Promise.all(
      [a, b, a].map((server, n) => upload(server, session, ticketid, `part-${n}.bin`, part)),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 413])
    const refused = (await answers.find((r) => r.status === 413)!.json()) as { message: string }
    expect(refused.message).toContain("of 1 MB are used")
  })

  it("share one user's mail bound: 40 change requests across A and B, the 41st refused on both", async () => {
    const globex = await signIn(b.url, "globex.user")
    const { items } = await json<{ items: Array<{ equipmentid: number; agreementid: number | null }> }>(
      await call(a, "/v1/userequipment?pl=50", globex),
    )
    const target = items.find((e) => e.agreementid !== null)!
    const { item } = await json<{ item: { salesemail: string } }>(
      await call(a, `/v1/userequipment/${target.equipmentid}`, globex),
    )
    const request = (server: ServerProcess) =>
      call(server, "/v1/sendemail", globex, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          template: "agreement-request",
          to: item.salesemail,
          agreementid: target.agreementid,
          equipmentid: target.equipmentid,
          locationname: null,
          equipment: null,
          systemname: null,
          serialnumber: null,
          message: "Please add 24x7 coverage.",
        }),
      })
    // Ten at a time, alternately on both processes: concurrent hits count once each.
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => request(n % 2 ? a : b)))
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    }
    for (const server of [a, b]) {
      const refused = await request(server)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    }
  })

  it("share the sign-in throttle: 10 attempts from one address across A and B, the 11th refused on either", async () => {
    const attempt = (server: ServerProcess, n: number) =>
      fetch(`${server.url}/v1/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.27" },
        body: JSON.stringify({ username: `nobody.${n}`, password: "wrong-password" }),
      })
    const statuses: number[] = []
    for (let n = 0; n < SIGN_INS_PER_ADDRESS; n++) statuses.push((await attempt(n % 2 ? b : a, n)).status)
    expect(statuses).toEqual(Array(SIGN_INS_PER_ADDRESS).fill(401))
    for (const server of [a, b]) {
      const refused = await attempt(server, 99)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      expect(await refused.json()).toMatchObject({ _tag: "TooManyRequests" })
    }
  })

  it("share the recovery mail bounds: 10 reset requests at once across A and B mail 5 links, 10 username requests 5", async () => {
    const forgot = (server: ServerProcess, n: number, path: string, json: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        // Each from its own address, so the sign-in throttle stays out of the count.
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${n + 1}` },
        body: JSON.stringify(json),
      })
    const admin = new pg.Client({ connectionString: database!.url })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ email: string }>(
        "SELECT email FROM users WHERE username = 'acme.admin'",
      )
      const email = rows[0]!.email
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n < 10
            ? forgot(n % 2 ? a : b, n, "/v1/forgot", { username: "acme.admin" })
            : forgot(n % 2 ? a : b, n, "/v1/forgot/username", { email }),
        ),
      )
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
      const mailed = await admin.query<{ template: string; n: number }>(
        `SELECT template, count(*)::int AS n FROM outbox WHERE lower(to_address) = lower($1)
           AND template IN ('password-reset', 'forgot-username') GROUP BY template ORDER BY template`,
        [email],
      )
      expect(mailed.rows).toEqual([
        { template: "forgot-username", n: 5 },
        { template: "password-reset", n: RESET_MAILS_PER_HOUR },
      ])
    } finally {
      await admin.end()
    }
  })

  it("share the account team's bound: three colleagues' 30 interest requests at once across A and B, 20 pass", async () => {
    const admin = new pg.Client({ connectionString: database!.url })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ username: string }>(
        `SELECT username FROM users WHERE useractive AND companyid = (SELECT companyid FROM users
           WHERE username = 'acme.user') AND username NOT IN ('acme.user', 'acme.admin') AND roleid = 4
           AND NOT password_expired
         ORDER BY userid LIMIT 1`,
      )
      const colleagues = ["acme.user", "acme.admin", rows[0]!.username]
      const sessions = await Promise.all(colleagues.map((username) => signIn(a.url, username)))
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          call(n % 2 ? a : b, "/v1/interest", sessions[n % 3]!, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ key: "interested-monitoring", product: "Fleet monitoring" }),
          }),
        ),
      )
      const statuses = answers.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(20)
      expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    } finally {
      await admin.end()
    }
  })

  it("share one user's upload and export bounds across A and B: past them 429 on either, nothing stored", async () => {
    const admin = new pg.Client({ connectionString: database!.url })
    await admin.connect()
    const counted = async (name: string) => {
      const { rows } = await admin.query<{ hits: number }>(
        "SELECT r.hits FROM rate_limits r JOIN users u ON r.subject = u.userid::text WHERE r.name = $1 AND u.username = 'acme.user'",
        [name],
      )
      return rows[0]?.hits ?? 0
    }
    const files = async () =>
      (await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM ticket_files")).rows[0]!.n
    try {
      // The files uploaded above count; the rest of the allowance goes ten at a time, alternately.
      let left = USAGE_LIMITS.upload.points - (await counted(USAGE_LIMITS.upload.name))
      while (left > 0) {
        const batch = Math.min(left, 10)
        const answers = await Promise.all(
          Array.from({ length: batch }, (_, n) =>
            upload(n % 2 ? a : b, session, ticketid, `tick-${left}-${n}.txt`, new Uint8Array([n + 1])),
          ),
        )
        expect(answers.map((r) => r.status)).toEqual(Array(batch).fill(200))
        left -= batch
      }
      const stored = await files()
      for (const server of [a, b]) {
        const refused = await upload(server, session, ticketid, "one-more.txt", new Uint8Array([9]))
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
        expect(await refused.json()).toMatchObject({
          message: expect.stringContaining("at most 60 files an hour"),
        })
      }
      expect(await files()).toBe(stored)
      // One export at a time per user: the rest of the exports an hour one after another, alternately.
      const exports = USAGE_LIMITS.ticketExport.points - (await counted(USAGE_LIMITS.ticketExport.name))
      for (let n = 0; n < exports; n++)
        expect((await call(n % 2 ? a : b, "/v1/excel/tickets", session)).status).toBe(200)
      for (const server of [a, b]) {
        const refused = await call(server, "/v1/excel/tickets", session)
        expect(refused.status).toBe(429)
        expect(await refused.json()).toMatchObject({
          message: expect.stringContaining("at most 10 ticket exports an hour"),
        })
      }
    } finally {
      await admin.end()
    }
  })

  it("end a session on B and it is over on A, and write no file outside the database", async () => {
    expect(
      (await call(b, "/v1/logout", session, { headers: { "sec-fetch-site": "same-origin" } })).status,
    ).toBe(200)
    expect((await call(a, "/v1/leftmenu", session)).status).toBe(401)
    expect(readdirSync(filesDir)).toEqual([])
  })
})

import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { opsAccessRules } from "../http/access-rules.ops.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let url: string
/** What the server printed with console.log: with PORTAL_LOG_FORMAT=json, one JSON line per request. */
const printed: string[] = []
beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    printed.push(args.map(String).join(" "))
  })
  server = await startTestServer({ trustedProxies: ["127.0.0.1/32"], logFormat: "json", metricsPort: 0 })
  url = `http://127.0.0.1:${server.port}`
}, 180_000)
afterAll(async () => {
  await server?.stop()
  vi.restoreAllMocks()
})

import type { ReadinessReport } from "./readiness.ts"

type ReadyBody = ReadinessReport & { readonly requestId?: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe("GET /healthz and /readyz", () => {
  it("/healthz answers 200 JSON {status: ok}, never the UI page", async () => {
    const response = await fetch(`${url}/healthz`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(await response.json()).toEqual({ status: "ok" })
    expect((await fetch(`${url}/healthz`, { method: "HEAD" })).status).toBe(200)
  })

  it("/readyz answers 200 with what it checked: the database and the current migration", async () => {
    const response = await fetch(`${url}/readyz`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as ReadyBody
    expect(body.status).toBe("ready")
    expect(body.checks.database.ok).toBe(true)
    expect(body.checks.migrations).toEqual({ ok: true, current: expect.stringMatching(/^\d{4}_.*\.sql$/) })
    expect(body.checks.shuttingDown).toBe(false)
  })

  it("/readyz answers 503 naming a migration the database lacks, and 200 again once it is there", async () => {
    const [last] = await server.db.run<{ name: string }>(
      sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`,
    )
    await server.db.run(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`)
    try {
      const response = await fetch(`${url}/readyz`)
      expect(response.status).toBe(503)
      const body = (await response.json()) as ReadyBody
      expect(body.status).toBe("not ready")
      expect(body.checks.migrations).toEqual({ ok: false, pending: [last!.name] })
      expect(body.requestId).toBe(response.headers.get("x-request-id"))
    } finally {
      await server.db.run(sql`INSERT INTO schema_migrations (name) VALUES (${last!.name})`)
    }
    expect((await fetch(`${url}/readyz`)).status).toBe(200)
  })

  it("answers every demo role and nobody alike: public, as the ops rows of the access table say", async () => {
    const sessions = await Promise.all(
      ["developer", "sysadmin", "acme.admin", "acme.user", "sales.rep"].map((u) => server.signIn(u)),
    )
    for (const [route, rule] of Object.entries(opsAccessRules)) {
      expect(rule.session).toBe("none")
      const path = route.replace(/^GET /, "")
      const answers = await Promise.all(
        [undefined, ...sessions].map(async (s) => {
          const r = await fetch(`${url}${path}`, s ? { headers: { authorization: `EC ${s}` } } : {})
          const body = (await r.json()) as { status: string }
          return `${r.status} ${body.status} ${r.headers.get("set-cookie")}`
        }),
      )
      expect(new Set(answers)).toEqual(new Set([`200 ${path === "/healthz" ? "ok" : "ready"} null`]))
    }
  })

  it("/metrics on the public port is 404 JSON with no metrics text", async () => {
    const response = await fetch(`${url}/metrics`)
    expect(response.status).toBe(404)
    const text = await response.text()
    expect(JSON.parse(text)._tag).toBe("NotFound")
    expect(text).not.toMatch(/# (HELP|TYPE)|portal_http|process_/)
  })
})

describe("X-Request-Id", () => {
  it("every answer carries a generated id: API, UI page, asset, and not-found", async () => {
    for (const path of ["/v1/config", "/", "/tickets/12", "/assets/app-abc123.js", "/v1/no/such"]) {
      const response = await fetch(`${url}${path}`)
      expect(response.headers.get("x-request-id"), path).toMatch(UUID)
    }
  })

  it("keeps a sane id from a trusted proxy and replaces one that is not", async () => {
    const kept = await fetch(`${url}/v1/config`, { headers: { "x-request-id": "lb-7f3a:0001" } })
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a:0001")
    const long = await fetch(`${url}/v1/config`, { headers: { "x-request-id": "x".repeat(129) } })
    expect(long.headers.get("x-request-id")).toMatch(UUID)
    const odd = await fetch(`${url}/v1/config`, { headers: { "x-request-id": 'a"b' } })
    expect(odd.headers.get("x-request-id")).toMatch(UUID)
  })

  it("error answers name it in the body as requestId, beside their _tag and message", async () => {
    const cases: Array<[string, RequestInit, number]> = [
      ["/v1/leftmenu", {}, 401],
      ["/v1/no/such", {}, 404],
      ["/v1/login", { method: "POST", body: "{", headers: { "content-type": "application/json" } }, 400],
      ["/v1/login", { method: "POST", body: "x", headers: { "content-type": "text/plain" } }, 415],
    ]
    for (const [path, init, status] of cases) {
      const response = await fetch(`${url}${path}`, init)
      expect(response.status, path).toBe(status)
      const body = (await response.json()) as Record<string, unknown>
      expect(typeof body._tag).toBe("string")
      expect(typeof body.message).toBe("string")
      expect(body.requestId).toBe(response.headers.get("x-request-id"))
    }
  })

  it("the derived client still decodes an error answer that carries requestId", async () => {
    const failure = await server.run((c) => c.shell.leftMenu()).catch((e: unknown) => e)
    expect((failure as { _tag?: string })._tag).toBe("Unauthorized")
  })
})

interface LogLine {
  readonly time: string
  readonly level: string
  readonly requestId: string
  readonly method: string
  readonly route: string
  readonly status: number
  readonly durationMs: number
  readonly userId?: number
}

const linesOf = (requestId: string): LogLine[] =>
  printed.filter((l) => l.includes(requestId)).map((l) => JSON.parse(l) as LogLine)

describe("PORTAL_LOG_FORMAT=json", () => {
  const token = "Erm8owIqOi4b0CBt76FI5sX40lkLGCL6wjtLrHV2"

  it("prints one JSON line per request: time, id, method, route template, status, duration, user id", async () => {
    const login = await fetch(`${url}/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "log-login" },
      body: JSON.stringify({ username: "acme.user", password: "Portal-Demo-2026!" }),
    })
    const { sessionID, userID } = (await login.json()) as { sessionID: string; userID: number }
    await fetch(`${url}/v1/ticket/4242?search=secret`, {
      headers: { cookie: `portal_session=${sessionID}`, "x-request-id": "log-ticket" },
    })
    await fetch(`${url}/v1/reset/${token}`, { headers: { "x-request-id": "log-reset" } })
    await fetch(`${url}/v1/leftmenu`, {
      headers: { authorization: `EC ${sessionID}`, "x-request-id": "log-menu" },
    })
    const [menu] = linesOf("log-menu")
    expect(menu).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: "info",
      msg: "request",
      requestId: "log-menu",
      method: "GET",
      route: "/v1/leftmenu",
      status: 200,
      durationMs: expect.any(Number),
      userId: userID,
    })
    expect(linesOf("log-login")).toMatchObject([{ route: "/v1/login", status: 200 }])
    expect(linesOf("log-login")[0]).not.toHaveProperty("userId")
    expect(linesOf("log-ticket")).toMatchObject([{ route: "/v1/ticket/:ticketid", userId: userID }])
    expect(linesOf("log-reset")).toMatchObject([{ route: "/v1/reset/:token", status: 404 }])
    const all = printed.join("\n")
    // The raw path's id, not the bare digits: a generated request id (hex) may hold "4242".
    for (const secret of ["Portal-Demo-2026!", sessionID, token, "ticket/4242", "secret", "portal_session"])
      expect(all).not.toContain(secret)
  })
})

describe("metrics on PORTAL_METRICS_PORT", () => {
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/)
    return response.text()
  }

  it("has request durations by route template, method and status after a few requests", async () => {
    for (let i = 0; i < 3; i++) await fetch(`${url}/v1/config`)
    await fetch(`${url}/v1/leftmenu`)
    const text = await scrape()
    const count =
      /portal_http_request_duration_seconds_count\{route="\/v1\/config",method="GET",status="200"\} (\d+)/
    expect(Number(count.exec(text)?.[1])).toBeGreaterThanOrEqual(3)
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.005",route="\/v1\/leftmenu",method="GET",status="401"\}/,
    )
    expect(text).not.toMatch(/route="\/v1\/ticket\/\d/)
  })

  it("has the outbox by status, live sessions, exports and requests in flight, and process metrics", async () => {
    await server.signIn("acme.user")
    const text = await scrape()
    for (const status of ["pending", "delivered", "failed"])
      expect(text).toMatch(new RegExp(`portal_mail_outbox_messages\\{status="${status}"\\} \\d+`))
    expect(Number(/^portal_sessions_active (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/^portal_exports_running 0$/m)
    expect(text).toMatch(/^portal_http_requests_in_flight 0$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
    // PGlite runs in the process: there is no pool to report.
    expect(text).not.toContain("portal_db_pool_connections")
  })

  it("answers 404 on any other path of the metrics port", async () => {
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/v1/config`)).status).toBe(404)
  })
})

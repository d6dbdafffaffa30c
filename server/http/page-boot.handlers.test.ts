import { createHash } from "node:crypto"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { encodeDismissed } from "../../core/domain/banner.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"
import { BOOT_BANNER_SCRIPT } from "./boot-banner-script.ts"

let server: TestServer
let staff: string
beforeAll(async () => {
  server = await startTestServer()
  staff = await server.signIn("sysadmin")
})
afterAll(() => server.stop())

const page = async (path: string, session?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    headers: session ? { cookie: `portal_session=${session}` } : {},
  })
  return { headers: response.headers, html: await response.text() }
}

const announce = async (message: string, status = "warning") => {
  const response = await fetch(`${server.url}/v1/admin/banner`, {
    method: "POST",
    headers: { authorization: `EC ${staff}`, "content-type": "application/json" },
    body: JSON.stringify({ message, status, active: true, startDate: null, endDate: null }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { banner: { message: string } }).banner
}

/** The answers the page came with (the JSON in its `boot-answers` script). */
const answersOf = (html: string) => {
  const json = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(html)?.[1]
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, { banner: unknown }>)
}

describe("a signed-in page arrives with its announcement drawn (issue 25)", () => {
  it("draws the active announcement first in the body, with GET /v1/banner's answer and the hashed script", async () => {
    const banner = await announce(
      '<p>Maintenance <b>tonight</b> <a href="/about">Details</a></p>',
      "critical",
    )
    const user = await server.signIn("acme.user")
    const { headers, html } = await page("/tickets?status=open", user)
    const body = html.slice(html.indexOf("<body>"))
    expect(body.indexOf('id="boot-banner"')).toBeLessThan(body.indexOf('id="root"'))
    expect(html).toContain(`data-dismiss-key="${encodeDismissed(banner.message)}"`)
    expect(html).toContain('<section class="announcement banner-critical" aria-label="Site announcement">')
    expect(html).toContain(
      '<div class="announcement-message"><p>Maintenance <b>tonight</b> <a href="/about">Details</a></p></div>',
    )
    const api = await fetch(`${server.url}/v1/banner`, { headers: { authorization: `EC ${user}` } })
    expect(answersOf(html)).toEqual({ "/v1/banner": await api.json() })
    // The one inline script runs by its hash; the page is the browser's alone.
    const hash = createHash("sha256").update(BOOT_BANNER_SCRIPT).digest("base64")
    expect(html).toContain(`<script>${BOOT_BANNER_SCRIPT}</script>`)
    expect(headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(headers.get("cache-control")).toBe("private, no-cache")
  })

  it("keeps the answer's JSON from closing its script element", async () => {
    await announce("<p>Use &lt;/script&gt; with care</p>")
    const { html } = await page("/dashboard", await server.signIn("acme.user"))
    const json = /id="boot-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? ""
    expect(json).not.toContain("<")
    expect(JSON.stringify(answersOf(html))).toContain("&lt;/script&gt;")
  })

  it("draws nothing without a live session, for an expired password, or on a signed-out route", async () => {
    await announce("<p>Shown to signed-in users</p>")
    const user = await server.signIn("acme.user")
    const expired = await server.signIn("expired.user")
    for (const [path, session] of [
      ["/tickets", undefined],
      ["/tickets", "0".repeat(64)],
      ["/tickets", expired],
      ["/auth/login", user],
      ["/assets/app-abc123.js", user],
    ] as const) {
      const { html } = await page(path, session)
      expect(html, `${path} ${session}`).not.toContain("boot-banner")
      expect(html).not.toContain("boot-answers")
    }
  })

  it("says there is no announcement when none is active, without drawing one", async () => {
    await server.db.run(sql`UPDATE banners SET active = false`)
    const { html } = await page("/equipment", await server.signIn("acme.user"))
    expect(answersOf(html)).toEqual({ "/v1/banner": { banner: null } })
    expect(html).not.toContain('id="boot-banner"')
  })
})

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
beforeAll(async () => {
  // A product name that would end the script element and a line separator that ends a JS string.
  server = await startTestServer({ productName: "Portal </script><script>alert(1)</script>\u2028" })
})
afterAll(() => server.stop())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

/** The configuration a page came with (the JSON in its `portal-config` script), and the rest of it. */
const configOf = (html: string) => {
  const match = /<script type="application\/json" id="portal-config">(.*?)<\/script>/s.exec(html)
  return { config: match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined, match }
}

describe("every page comes with the public configuration (issue 25)", () => {
  it("carries GET /v1/config's answer but the seed scale, signed out and signed in", async () => {
    const { seedScale: _, ...answer } = (await (await get("/v1/config")).json()) as Record<string, unknown>
    const user = await server.signIn("acme.user")
    for (const [path, headers] of [
      ["/auth/login", {}],
      ["/tickets", { cookie: `portal_session=${user}` }],
      ["/no-such-screen", {}],
    ] as const) {
      const html = await (await get(path, headers)).text()
      expect(configOf(html).config, path).toEqual(answer)
      // In the head, before the app's code runs.
      expect(html.indexOf('id="portal-config"'), path).toBeLessThan(html.indexOf("</head>"))
    }
  })

  it("cannot close its script element, whatever the configuration says", async () => {
    const html = await (await get("/auth/login")).text()
    const { config, match } = configOf(html)
    expect(config?.productName).toBe("Portal </script><script>alert(1)</script>\u2028")
    expect(match?.[1]).not.toContain("<")
    expect(match?.[1]).not.toContain("\u2028")
    expect(html).not.toContain("<script>alert(1)")
  })
})

describe("a page every visitor of a route gets (issue 25)", () => {
  it("is compressed once and answered the same, without the build's comments", async () => {
    const first = await get("/auth/login", { "accept-encoding": "br" })
    const second = await get("/auth/login", { "accept-encoding": "br" })
    expect(first.headers.get("content-encoding")).toBe("br")
    const [a, b] = [await first.text(), await second.text()]
    expect(b).toBe(a)
    expect(a).not.toContain("<!--")
    expect(first.headers.get("cache-control")).toBe("no-cache")
  })
})

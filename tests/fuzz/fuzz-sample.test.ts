import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"
import { formatReport } from "./fuzz-report.ts"
import { runFuzz } from "./fuzz-run.ts"

/** A fixed seed, so `npm test` sends the same bounded sample every time (`npm run fuzz` varies it). */
const SEED = 20_261_101
const COUNT = 300

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ clientLog: true })
})
afterAll(() => server?.stop())

describe("bad input: a bounded fuzz sample", () => {
  it(`answers ${COUNT} generated requests with no 5xx, no hang and JSON 4xx errors`, async () => {
    const report = await runFuzz({ baseUrl: server.url, seed: SEED, count: COUNT })
    console.log(formatReport(report))
    expect(report.total).toBe(COUNT)
    expect(report.byOp.size).toBeGreaterThanOrEqual(25)
    expect(report.violations.map((v) => `#${v.request.index} ${v.request.op}: ${v.problem}`)).toEqual([])
    expect((await fetch(`${server.url}/v1/config`)).status).toBe(200)
  }, 180_000)
})

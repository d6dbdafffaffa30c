import { createActor, waitFor } from "xstate"
import { describe, expect, it } from "vitest"
import { liveAuthMachine } from "../machines/auth/auth.actors.ts"
import { makePortalRuntime, type PortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { fakeHttpClient, type SeenRequest } from "../testing/fake-http.ts"
import { sampleLogin, sampleUser } from "../testing/samples.ts"
import { createEventLog } from "./event-log.ts"
import type { EventLogDocument, HttpLogEntry } from "./log.schema.ts"
import { decodeEventLog } from "./log.schema.ts"
import { recordingHttpClient } from "./recording-http.ts"
import { replayLog, snapshotTrail } from "./replay-log.ts"

const answers = (request: SeenRequest) => {
  if (request.url.endsWith("/v1/login")) return { status: 200, body: sampleLogin }
  if (request.url.includes("/v1/user/")) return { status: 200, body: { status: "ok", item: sampleUser } }
  if (request.url.endsWith("/v1/logout"))
    return { status: 200, body: { status: "ok", message: "Logged out" } }
  return { status: 404, body: { _tag: "NotFound", message: "nothing here" } }
}

const machines = (runtime: PortalRuntime) => ({ auth: liveAuthMachine(runtime) })

/** Signs in and out with the live auth machine over a fake server, recording everything. */
const recordSession = async (): Promise<EventLogDocument> => {
  let t = 0
  const log = createEventLog({ now: () => (t += 5), startedAt: "2026-11-01T12:00:00.000Z", source: "test" })
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage: makeMemoryStorage(),
    httpClient: recordingHttpClient(log, fakeHttpClient(answers)),
  })
  const auth = createActor(liveAuthMachine(runtime), {
    input: { session: null },
    inspect: log.inspector("auth"),
  })
  auth.start()
  auth.send({ type: "auth.submit", username: "acme.user", password: "Portal-Demo-2026!" })
  await waitFor(auth, (s) => s.matches({ success: "ready" }))
  auth.send({ type: "auth.logout" })
  await waitFor(auth, (s) => s.matches("none"))
  auth.stop()
  await runtime.dispose()
  return decodeEventLog(JSON.parse(JSON.stringify(await log.toDocument())))
}

const httpEntries = (log: EventLogDocument) => log.entries.filter((e): e is HttpLogEntry => e.kind === "http")

describe("event log", () => {
  it("records events, snapshots and exchanges, without passwords or session ids", async () => {
    const log = await recordSession()
    const text = JSON.stringify(log)
    expect(text).not.toContain("Portal-Demo-2026!")
    expect(text).not.toContain(sampleLogin.sessionID)
    expect(
      log.entries.filter((e) => e.kind === "event").map((e) => (e.event as { type: string }).type),
    ).toEqual(["auth.submit", "auth.logout"])
    const submit = log.entries.find((e) => e.kind === "event")
    expect(submit).toMatchObject({ redacted: ["/password"], event: { username: "acme.user" } })
    expect(
      httpEntries(log).map((e) => `${e.request.method} ${e.request.path} ${e.response?.status}`),
    ).toEqual(["POST /v1/login 200", "GET /v1/user/5 200", "GET /v1/logout 200"])
    expect(httpEntries(log)[0]?.request.body).toEqual({ type: "json", value: { username: "acme.user" } })
    expect(log.entries.map((e) => e.seq)).toEqual(log.entries.map((_, i) => i))
  })

  it("replays to the same snapshots, byte for byte, every time", async () => {
    const log = await recordSession()
    const first = await replayLog(log, { machines })
    const second = await replayLog(log, { machines })
    expect(first.failure).toBeNull()
    expect(first.calls).toBe(3)
    expect(snapshotTrail(first)).toBe(snapshotTrail(second))
    expect(snapshotTrail(first)).toContain('"sessionID":"[session 1]"')
  })

  it("fails with a diff naming the call when a recorded answer was altered", async () => {
    const log = await recordSession()
    const altered = structuredClone(log) as unknown as { entries: Array<Record<string, unknown>> }
    const user = altered.entries.find(
      (e) => e.kind === "http" && (e.request as { path: string }).path === "/v1/user/5",
    )
    ;(user!.response as { body: { value: { item: { firstname: string } } } }).body.value.item.firstname =
      "Grace"
    const result = await replayLog(decodeEventLog(altered), { machines })
    expect(result.failure?.message).toContain("differs from the recording after call 2 (GET /v1/user/5)")
    expect(result.failure?.message).toContain('context/user/firstname: recorded "Ada", replayed "Grace"')
  })

  it("fails at once when a request does not match the next recorded one", async () => {
    const log = await recordSession()
    const altered = structuredClone(log) as unknown as { entries: Array<Record<string, unknown>> }
    const submit = altered.entries.find((e) => e.kind === "event") as { event: { username: string } }
    submit.event.username = "globex.user"
    const started = Date.now()
    const result = await replayLog(decodeEventLog(altered), { machines, waitMs: 5000 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(result.failure?.message).toMatch(
      /call 1 does not match the recording:\n {2}expected POST \/v1\/login/,
    )
    expect(result.failure?.message).toContain('body/username: expected "acme.user", came "globex.user"')
  })

  it("replays a log cut at its size limit up to where it stops", async () => {
    const log = await recordSession()
    const cut = log.entries.findIndex(
      (e) => e.kind === "snapshot" && JSON.stringify(e.value).includes("loadingUser"),
    )
    const truncated = { ...log, truncated: true, entries: log.entries.slice(0, cut + 1) }
    const result = await replayLog(truncated, { machines })
    expect(result.failure).toBeNull()
    const strict = await replayLog({ ...truncated, truncated: false }, { machines })
    expect(strict.failure?.message).toMatch(
      /request 2 is not in the recording \(it has 1\): came GET \/v1\/user\/5/,
    )
  })
})

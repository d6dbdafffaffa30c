import { createActor, waitFor } from "xstate"
import { describe, expect, it } from "vitest"
import { liveAuthMachine } from "../machines/auth/auth.actors.ts"
import { makePortalRuntime, type PortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { fakeHttpClient } from "../testing/fake-http.ts"
import { sampleLogin, sampleUser } from "../testing/samples.ts"
import { createEventLog } from "./event-log.ts"
import { decodeEventLog } from "./log.schema.ts"
import { recordingHttpClient } from "./recording-http.ts"
import { replayLog } from "./replay-log.ts"

const machines = (runtime: PortalRuntime) => ({ auth: liveAuthMachine(runtime) })

describe("actor capture: an event sent before the actor starts", () => {
  it("is logged just after the actor's start, and the log replays", async () => {
    let t = 0
    const log = createEventLog({ now: () => (t += 5), startedAt: "2026-11-01T12:00:00.000Z", source: "test" })
    const runtime = makePortalRuntime({
      baseUrl: "http://portal.test",
      storage: makeMemoryStorage(),
      httpClient: recordingHttpClient(
        log,
        fakeHttpClient((request) =>
          request.url.endsWith("/v1/login")
            ? { status: 200, body: sampleLogin }
            : { status: 200, body: { status: "ok", item: sampleUser } },
        ),
      ),
    })
    const auth = createActor(liveAuthMachine(runtime), {
      input: { session: null },
      inspect: log.inspector("auth"),
    })
    // What a screen's layout effect does before the effect that starts the actor has run.
    auth.send({ type: "auth.submit", username: "acme.user", password: "Portal-Demo-2026!" })
    auth.start()
    await waitFor(auth, (s) => s.matches({ success: "ready" }))
    auth.stop()
    await runtime.dispose()
    const doc = decodeEventLog(JSON.parse(JSON.stringify(await log.toDocument())))
    const kinds = doc.entries.map((e) =>
      e.kind === "event" ? `event ${(e.event as { type: string }).type}` : e.kind,
    )
    expect(kinds.slice(0, 3)).toEqual(["start", "event auth.submit", "snapshot"])
    const replayed = await replayLog(doc, { machines })
    expect(replayed.failure).toBeNull()
    expect(replayed.calls).toBe(2)
  })
})

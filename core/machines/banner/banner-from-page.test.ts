import { Effect } from "effect"
import { HttpClient } from "effect/http"
import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { liveBannerMachine } from "./banner.actors.ts"
import { fakeSession } from "../../testing/fake-runtime.ts"
import { fakeHttpClient, type SeenRequest } from "../../testing/fake-http.ts"
import { makeHeadStart } from "../../runtime/head-start.ts"
import { makePortalRuntime } from "../../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"

const fromNetwork = {
  id: 9,
  active: true,
  message: "From the network",
  status: "warning",
  startDate: null,
  endDate: null,
}
const fromPage = { ...fromNetwork, id: 8, message: "<p>From the page</p>", status: "information" }

const setUp = () => {
  const seen: Array<SeenRequest> = []
  const here = { url: "/dashboard" }
  const headStart = makeHeadStart(() => here.url)
  const transport = fakeHttpClient(() => ({ status: 200, body: { banner: fromNetwork } }), seen)
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage: makeMemoryStorage({ session: JSON.stringify(fakeSession) }),
    httpClient: headStart.adopting(transport),
  })
  return { seen, here, headStart, runtime }
}

const loadBanner = async (runtime: ReturnType<typeof setUp>["runtime"]) => {
  const banner = createActor(liveBannerMachine(runtime)).start()
  const done = await waitFor(banner, (s) => !s.matches("loading"))
  banner.stop()
  return done
}

describe("answers the page came with (issue 25)", () => {
  it("answer the first GET of their path without a request, once", async () => {
    const { seen, headStart, runtime } = setUp()
    headStart.seed({ "/v1/banner": { banner: fromPage } })
    const first = await loadBanner(runtime)
    expect(first.value).toBe("visible")
    expect(first.context.banner).toEqual(fromPage)
    expect(seen).toHaveLength(0)
    const second = await loadBanner(runtime)
    expect(second.context.banner).toEqual(fromNetwork)
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(["/v1/banner"])
  })

  it("are dropped once the app has moved to another URL", async () => {
    const { seen, here, headStart, runtime } = setUp()
    headStart.seed({ "/v1/banner": { banner: fromPage } })
    here.url = "/tickets"
    headStart.navigated()
    expect((await loadBanner(runtime)).context.banner).toEqual(fromNetwork)
    expect(seen).toHaveLength(1)
  })

  it("never answer a request with a query or of another path", async () => {
    const { seen, headStart } = setUp()
    const transport = fakeHttpClient(() => ({ status: 200, body: { banner: fromNetwork } }), seen)
    headStart.seed({ "/v1/banner": { banner: fromPage } })
    const get = (url: string, urlParams: Record<string, string>) =>
      Effect.runPromise(
        Effect.gen(function* () {
          const client = yield* HttpClient.HttpClient
          return yield* (yield* client.get(url, { urlParams })).json
        }).pipe(Effect.provide(headStart.adopting(transport))),
      )
    expect(await get("http://portal.test/v1/banner", { id: "8" })).toEqual({ banner: fromNetwork })
    expect(await get("http://portal.test/v1/user", {})).toEqual({ banner: fromNetwork })
    expect(seen).toHaveLength(2)
    expect(await get("http://portal.test/v1/banner", {})).toEqual({ banner: fromPage })
    expect(seen).toHaveLength(2)
  })
})

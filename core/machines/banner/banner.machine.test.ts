import { describe, expect, it } from "vitest"
import { encodeDismissed } from "../../domain/banner.ts"
import { TransportFailure } from "../../runtime/failures.ts"
import { makePortalRuntime } from "../../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { fakeHttpClient } from "../../testing/fake-http.ts"
import { drive } from "../../testing/machine-driver.ts"
import { sampleBanner } from "../../testing/samples.ts"
import { makeBannerActions, makeBannerActors } from "./banner.actors.ts"
import { bannerMachine } from "./banner.machine.ts"
import type { Banner, BannerLoad } from "./banner.types.ts"

const withLoad = (load: BannerLoad, storage = makeMemoryStorage()) =>
  bannerMachine.provide({
    actors: { loadBanner: resolves<BannerLoad>(load) },
    actions: makeBannerActions({ storage }),
  })

describe("banner machine", () => {
  it.each([
    ["active, never dismissed", sampleBanner, null, "visible"],
    ["inactive", { ...sampleBanner, active: false }, null, "hidden"],
    ["none", null, null, "hidden"],
    ["same message dismissed", sampleBanner, encodeDismissed(sampleBanner.message), "hidden"],
    ["other message dismissed", sampleBanner, encodeDismissed("older news"), "visible"],
  ] as Array<[string, Banner | null, string | null, string]>)(
    "%s -> %s",
    async (_, banner, dismissed, state) => {
      const driver = await drive(withLoad({ banner, dismissed })).until((s) => !s.matches("loading"))
      driver.expectState(state)
    },
  )

  it("dismissing stores the encoded message and hides", async () => {
    const storage = makeMemoryStorage()
    const driver = await drive(withLoad({ banner: sampleBanner, dismissed: null }, storage)).settle("visible")
    driver.send({ type: "banner.dismiss" }).expectState("hidden")
    expect(storage.get("dismissedBanner")).toBe(encodeDismissed(sampleBanner.message))
  })

  it("passes load errors on", async () => {
    const failure = new TransportFailure({ status: -1, message: "Unknown Error" })
    const machine = bannerMachine.provide({ actors: { loadBanner: rejects(failure) } })
    const driver = await drive(machine).settle("failed")
    driver.expectContext({ error: failure })
  })

  it("live: a new message shows again after a dismissal (refresh)", async () => {
    const storage = makeMemoryStorage()
    let banner: Banner = sampleBanner
    const runtime = makePortalRuntime({
      baseUrl: "http://portal.test",
      storage,
      httpClient: fakeHttpClient(() => ({ status: 200, body: { banner } })),
    })
    const machine = bannerMachine.provide({
      actors: makeBannerActors(runtime),
      actions: makeBannerActions(runtime),
    })
    const driver = await drive(machine).settle("visible")
    driver.send({ type: "banner.dismiss" })
    await driver.send({ type: "banner.refresh" }).until((s) => !s.matches("loading"))
    driver.expectState("hidden")
    banner = { ...sampleBanner, id: 2, message: "New feature: exports" }
    await driver.send({ type: "banner.refresh" }).settle("visible")
    driver.expectContext({ banner })
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest"
import { encodeDismissed } from "../../core/domain/banner.ts"

const message = "<p>Maintenance <b>tonight</b></p>"

/** The body as the server sends a signed-in page with an announcement (server/http/boot-banner.ts). */
const drawPage = (drawnMessage = message) => {
  document.body.innerHTML = `<script type="application/json" id="boot-answers">{"/v1/banner":{"banner":null}}</script><div id="boot-banner" data-dismiss-key="${encodeDismissed(drawnMessage)}"><section class="announcement"><div class="announcement-message">${drawnMessage}</div></section></div><div id="root"></div>`
}

/** A fresh copy of the module: its hand-over state is per page load. */
const load = async () => {
  vi.resetModules()
  return import("./boot-banner.ts")
}

beforeEach(() => drawPage())

describe("the announcement drawn into the first HTML (issue 25)", () => {
  it("gives the answers the page came with, and none from a page without them", async () => {
    const { bootAnswers } = await load()
    expect(bootAnswers()).toEqual({ "/v1/banner": { banner: null } })
    document.body.innerHTML = '<div id="root"></div>'
    expect(bootAnswers()).toEqual({})
  })

  it("gives copies of the drawn message's nodes for the same message only", async () => {
    const { bootMessageNodes } = await load()
    const nodes = bootMessageNodes(message)
    expect(nodes?.map((n) => (n as Element).outerHTML)).toEqual(["<p>Maintenance <b>tonight</b></p>"])
    // Copies: the drawn announcement keeps its own until it goes.
    expect(document.querySelector("#boot-banner .announcement-message")?.innerHTML).toBe(message)
    expect(bootMessageNodes("<p>Another</p>")).toBeNull()
  })

  it("goes once the app is revealed and the shell has drawn, in either order", async () => {
    const first = await load()
    first.bootBannerRevealed()
    expect(document.getElementById("boot-banner")).not.toBeNull()
    first.bootBannerShellDrawn()
    expect(document.getElementById("boot-banner")).toBeNull()

    drawPage()
    const second = await load()
    second.bootBannerShellDrawn()
    expect(document.getElementById("boot-banner")).not.toBeNull()
    second.bootBannerRevealed()
    expect(document.getElementById("boot-banner")).toBeNull()
  })

  it("goes when a screen outside the shell shows (signed out, a page without navigation)", async () => {
    const { bootBannerNoShell, bootBannerRevealed } = await load()
    bootBannerNoShell()
    expect(document.getElementById("boot-banner")).not.toBeNull()
    bootBannerRevealed()
    expect(document.getElementById("boot-banner")).toBeNull()
  })

  it("goes at the latest some seconds after the reveal, when the shell never draws", async () => {
    vi.useFakeTimers()
    try {
      const { BOOT_BANNER_CAP_MS, bootBannerRevealed } = await load()
      bootBannerRevealed()
      vi.advanceTimersByTime(BOOT_BANNER_CAP_MS - 1)
      expect(document.getElementById("boot-banner")).not.toBeNull()
      vi.advanceTimersByTime(1)
      expect(document.getElementById("boot-banner")).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
